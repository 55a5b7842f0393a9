import type { University } from '@lp/contract';
import { Badge, Button, Card, cn } from '@lp/ui';
import { Eye, Palette, Pencil, ShieldCheck, Trash2 } from '@lp/ui/icons';
import { useId, type ReactNode } from 'react';
import {
  universityStatusLabel,
  type UniversityFormatters,
} from '../university-portal/university-card';
import type { UniversityListTexts } from './university-management-texts';

export interface UniversityRowProps {
  university: University;
  /** The details disclosure is open. */
  expanded: boolean;
  onToggleDetails: () => void;
  onEdit: () => void;
  onSettings: () => void;
  /** The sign-in provider icon (issue 33); absent: no icon. */
  onSignInSettings?: () => void;
  onDelete: () => void;
  /** The row's name element (one level under the list's heading). */
  headingAs: 'h3' | 'h4';
  format: UniversityFormatters;
  texts: UniversityListTexts;
}

/**
 * One university of the management list (spec 2 §2.11): name, status badge, slug, domain and
 * counts, with the view (details in place), edit, settings (branding) and delete icons.
 */
export function UniversityRow({
  university,
  expanded,
  onToggleDetails,
  onEdit,
  onSettings,
  onSignInSettings,
  onDelete,
  headingAs: Heading,
  format,
  texts,
}: UniversityRowProps) {
  const nameId = useId();
  const detailsId = useId();
  const created = format.date(university.createdAt);
  const updated = format.date(university.updatedAt);
  const { name } = university;

  return (
    <Card asChild className="flex flex-col gap-4 p-4 md:p-5">
      <article
        aria-labelledby={nameId}
        data-slot="university-row"
        data-status={university.status}
        data-expanded={expanded}
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Heading
                id={nameId}
                className="min-w-0 text-lg leading-tight font-semibold break-words text-text"
              >
                {name}
              </Heading>
              <Badge status={university.status}>
                {universityStatusLabel(university.status, texts)}
              </Badge>
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <Inline label={texts.slug}>
                <span className="font-mono break-all">{university.slug}</span>
              </Inline>
              <Inline label={texts.domain}>
                {university.domain ? (
                  <span className="break-all">{university.domain}</span>
                ) : (
                  <span className="text-text-muted italic">{texts.noDomain}</span>
                )}
              </Inline>
              <Inline label={texts.students}>
                <span className="tabular-nums">{format.count(university.totalStudents)}</span>
              </Inline>
              <Inline label={texts.courses}>
                <span className="tabular-nums">{format.count(university.totalCourses)}</span>
              </Inline>
            </dl>
          </div>
          <div data-slot="university-row-actions" className="flex shrink-0 gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={texts.viewDetails(name)}
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={onToggleDetails}
              className="aria-expanded:bg-primary-subtle"
            >
              <Eye aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={texts.edit(name)} onClick={onEdit}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={texts.settings(name)}
              onClick={onSettings}
            >
              <Palette aria-hidden="true" />
            </Button>
            {onSignInSettings ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={texts.signInSettings(name)}
                onClick={onSignInSettings}
              >
                <ShieldCheck aria-hidden="true" />
              </Button>
            ) : null}
            <Button variant="ghost" size="icon" aria-label={texts.delete(name)} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        {/* Always in the DOM, so the view button's aria-controls names an element. */}
        <div
          id={detailsId}
          hidden={!expanded}
          data-slot="university-details"
          className="border-t border-border pt-4"
        >
          <dl className="grid gap-x-6 gap-y-3 text-sm md:grid-cols-2 lg:grid-cols-4">
            <Detail label={texts.description} wide>
              {university.description ? (
                <span dir="auto" className="break-words">
                  {university.description}
                </span>
              ) : (
                <span className="text-text-muted italic">{texts.noDescription}</span>
              )}
            </Detail>
            <Detail label={texts.students}>
              <span className="tabular-nums">{format.count(university.totalStudents)}</span>
            </Detail>
            <Detail label={texts.teachers}>
              <span className="tabular-nums">{format.count(university.totalTeachers)}</span>
            </Detail>
            <Detail label={texts.courses}>
              <span className="tabular-nums">{format.count(university.totalCourses)}</span>
            </Detail>
            <Detail label={texts.brandColor}>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  data-slot="university-brand-swatch"
                  className="size-4 shrink-0 rounded-sm border border-border-strong"
                  // The university's own brand colour, from its data: not a design token.
                  style={{ backgroundColor: university.branding.primaryColor }}
                />
                <span className="font-mono break-all">{university.branding.primaryColor}</span>
              </span>
            </Detail>
            {created ? (
              <Detail label={texts.created}>
                <time dateTime={university.createdAt}>{created}</time>
              </Detail>
            ) : null}
            {updated ? (
              <Detail label={texts.updated}>
                <time dateTime={university.updatedAt}>{updated}</time>
              </Detail>
            ) : null}
          </dl>
        </div>
      </article>
    </Card>
  );
}

function Inline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="text-text-muted">{label}</dt>
      <dd className="min-w-0 text-text">{children}</dd>
    </div>
  );
}

function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'md:col-span-2 lg:col-span-4')}>
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium text-text">{children}</dd>
    </div>
  );
}
