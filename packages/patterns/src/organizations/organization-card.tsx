import type { Organization } from '@lp/contract';
import { Badge, Card, cn } from '@lp/ui';
import { MapPin, TriangleAlert, Trophy } from '@lp/ui/icons';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { studentCounts, type OrganizationFormatters } from './organizations-format';

/** The texts an organization card shows (part of OrganizationsTexts). */
export interface OrganizationCardTexts {
  /** The stats' labels. */
  students: string;
  activeStudents: string;
  completion: string;
  engagement: string;
  /** The counts of the student list's high achievers and at-risk students (spec 2 §9). */
  highAchievers: (count: number) => string;
  atRiskCount: (count: number) => string;
  /** Read after the name on the card's button: it opens the details. */
  viewDetails: string;
}

export interface OrganizationCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  organization: Organization;
  /** Opens the detail modal; the event's target is where focus returns when it closes. */
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The card's name element (one level under the grid's heading). */
  headingAs: 'h3' | 'h4';
  format: OrganizationFormatters;
  texts: OrganizationCardTexts;
}

/**
 * One organization of the dashboard's grid (spec 2 §2.8): name, type, location, student count,
 * active students, completion and engagement, and the high-achiever and at-risk counts. The
 * whole card opens the detail modal, through the button on its name.
 */
export function OrganizationCard({
  organization,
  onOpen,
  headingAs: Heading,
  format,
  texts,
  className,
  ...props
}: OrganizationCardProps) {
  const nameId = useId();
  const hintId = useId();
  const { stats } = organization;
  const counts = studentCounts(organization);

  return (
    <Card asChild variant="interactive" className={cn('relative h-full p-5', className)}>
      <article aria-labelledby={nameId} data-slot="organization-card" {...props}>
        <div className="flex flex-col gap-1.5">
          <Heading
            id={nameId}
            className="min-w-0 text-lg leading-tight font-semibold break-words text-text"
          >
            <button
              type="button"
              aria-haspopup="dialog"
              aria-describedby={hintId}
              onClick={onOpen}
              // The button's box covers the card, so a press anywhere on it opens the details;
              // the card draws the focus ring.
              className="cursor-pointer text-start wrap-anywhere outline-none after:absolute after:inset-0 after:rounded-lg"
            >
              {organization.name}
            </button>
          </Heading>
          <span id={hintId} className="sr-only">
            {texts.viewDetails}
          </span>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-text-muted">
            <span className="min-w-0 font-medium wrap-anywhere text-text">{organization.type}</span>
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span dir="auto" className="min-w-0 wrap-anywhere">
                {organization.location}
              </span>
            </span>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Detail label={texts.students}>{format.count(stats.totalStudents)}</Detail>
          <Detail label={texts.activeStudents}>{format.count(stats.activeStudents)}</Detail>
          <Detail label={texts.completion}>{format.percent(stats.completionRate)}</Detail>
          <Detail label={texts.engagement}>{format.percent(stats.engagementRate)}</Detail>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2" data-slot="organization-card-counts">
          <Badge variant="success">
            <Trophy aria-hidden="true" />
            {texts.highAchievers(counts.highAchievers)}
          </Badge>
          <Badge variant={counts.atRisk > 0 ? 'warning' : 'neutral'}>
            <TriangleAlert aria-hidden="true" />
            {texts.atRiskCount(counts.atRisk)}
          </Badge>
        </div>
      </article>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium text-text tabular-nums">{children}</dd>
    </div>
  );
}
