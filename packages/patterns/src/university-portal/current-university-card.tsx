import type { University } from '@lp/contract';
import { Badge, Button, Card } from '@lp/ui';
import { BookOpen, Building2, ChartColumn, Users } from '@lp/ui/icons';
import { useId, type ReactNode } from 'react';
import {
  universityStatusLabel,
  type UniversityCardTexts,
  type UniversityFormatters,
} from './university-card';

/** The texts of the current university's card (part of UniversityPortalTexts). */
export interface CurrentUniversityTexts extends Pick<
  UniversityCardTexts,
  'statusActive' | 'statusInactive' | 'statusSuspended' | 'students' | 'courses'
> {
  /** The card's heading. */
  currentHeading: string;
  /** The card's button (spec 2 §2.12). */
  viewDashboard: string;
}

export interface CurrentUniversityCardProps {
  university: University;
  onViewDashboard: (id: string) => void;
  /** The card's heading element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  format: UniversityFormatters;
  texts: CurrentUniversityTexts;
}

/** The university the user is in: its name, domain, student and course counts, View Dashboard. */
export function CurrentUniversityCard({
  university,
  onViewDashboard,
  headingAs: Heading,
  format,
  texts,
}: CurrentUniversityCardProps) {
  const headingId = useId();
  return (
    <Card asChild className="p-5 md:p-6">
      <section aria-labelledby={headingId} data-slot="current-university">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex min-w-0 items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-text [&_svg]:size-6"
              >
                <Building2 />
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <Heading id={headingId} className="text-sm font-medium text-text-muted">
                  {texts.currentHeading}
                </Heading>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p
                    data-slot="current-university-name"
                    className="min-w-0 text-xl leading-tight font-bold break-words text-text"
                  >
                    {university.name}
                  </p>
                  <Badge status={university.status}>
                    {universityStatusLabel(university.status, texts)}
                  </Badge>
                </div>
                {university.domain ? (
                  <p className="text-sm break-all text-text-muted">{university.domain}</p>
                ) : null}
              </div>
            </div>
            <dl className="flex flex-wrap gap-x-8 gap-y-3">
              <Count icon={<Users />} label={texts.students}>
                {format.count(university.totalStudents)}
              </Count>
              <Count icon={<BookOpen />} label={texts.courses}>
                {format.count(university.totalCourses)}
              </Count>
            </dl>
          </div>
          <Button
            variant="primary"
            className="w-full md:w-fit"
            onClick={() => onViewDashboard(university.id)}
          >
            <ChartColumn aria-hidden="true" />
            {texts.viewDashboard}
          </Button>
        </div>
      </section>
    </Card>
  );
}

function Count({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-sm text-text-muted [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden="true" className="contents">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-xl font-semibold text-text tabular-nums">{children}</dd>
    </div>
  );
}
