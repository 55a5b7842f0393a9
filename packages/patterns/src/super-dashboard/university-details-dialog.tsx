import type { University } from '@lp/contract';
import {
  Badge,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  cn,
} from '@lp/ui';
import type { ReactNode } from 'react';
import {
  universityStatusLabel,
  type UniversityCardTexts,
  type UniversityFormatters,
} from '../university-portal/university-card';

type UniversityStatusTexts = Pick<
  UniversityCardTexts,
  'statusActive' | 'statusInactive' | 'statusSuspended'
>;

/** The texts of the View Details dialog (part of SuperDashboardTexts). */
export interface UniversityDetailsTexts extends UniversityStatusTexts {
  /** Under the name when the university has no description. */
  detailsDescription: string;
  /** The details' labels. */
  status: string;
  slug: string;
  domain: string;
  noDomain: string;
  brandName: string;
  students: string;
  teachers: string;
  courses: string;
  created: string;
  updated: string;
  /** The close button's name. */
  close: string;
}

export interface UniversityDetailsDialogProps {
  university: University;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the card's menu button). */
  onCloseAutoFocus: (event: Event) => void;
  format: UniversityFormatters;
  texts: UniversityDetailsTexts;
}

/**
 * View Details of a super dashboard card (spec 2 §2.10): the university's fields of spec 2 §3
 * in a modal, named by the university.
 */
export function UniversityDetailsDialog({
  university,
  open,
  onOpenChange,
  onCloseAutoFocus,
  format,
  texts,
}: UniversityDetailsDialogProps) {
  const created = format.date(university.createdAt);
  const updated = format.date(university.updatedAt);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        closeLabel={texts.close}
        onCloseAutoFocus={onCloseAutoFocus}
        data-slot="university-details"
      >
        <DialogHeader>
          <DialogTitle dir="auto" className="break-words">
            {university.name}
          </DialogTitle>
          <DialogDescription>
            {university.description || texts.detailsDescription}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-3 gap-x-4 gap-y-3 text-sm">
          <Detail label={texts.status}>
            <Badge status={university.status}>
              {universityStatusLabel(university.status, texts)}
            </Badge>
          </Detail>
          <Detail label={texts.brandName} span={2}>
            <span dir="auto" className="break-words">
              {university.branding.name}
            </span>
          </Detail>
          <Detail label={texts.slug} span={3}>
            <span className="font-mono break-all">{university.slug}</span>
          </Detail>
          <Detail label={texts.domain} span={3}>
            {university.domain ? (
              <span className="break-all">{university.domain}</span>
            ) : (
              <span className="text-text-muted italic">{texts.noDomain}</span>
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
      </DialogContent>
    </Dialog>
  );
}

function Detail({
  label,
  span = 1,
  children,
}: {
  label: string;
  /** How many of the three columns the detail takes. */
  span?: 1 | 2 | 3;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-0.5',
        span === 2 && 'col-span-2',
        span === 3 && 'col-span-3',
      )}
    >
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium text-text">{children}</dd>
    </div>
  );
}
