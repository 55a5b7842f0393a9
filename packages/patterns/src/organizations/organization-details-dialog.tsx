import type { Organization } from '@lp/contract';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ProgressBar,
  cn,
} from '@lp/ui';
import { Download, ExternalLink, MapPin } from '@lp/ui/icons';
import { useId, useRef, type ReactNode } from 'react';
import type { OrganizationFormatters } from './organizations-format';
import {
  OrganizationStudentList,
  type OrganizationStudentListTexts,
} from './organization-student-list';

/** The texts of the detail modal (part of OrganizationsTexts). */
export interface OrganizationDetailsTexts extends OrganizationStudentListTexts {
  /** Under the name when the organization has no description. */
  detailsDescription: string;
  /** The four key figures (spec 2 §2.8); the study time is in hours, such as '22.1h'. */
  totalStudentsStat: string;
  averageStudyTime: string;
  studyHours: (hours: string) => string;
  completionRate: string;
  coursesCompleted: string;
  /** The organization's details (spec 2 §3). */
  organizationDetails: string;
  type: string;
  website: string;
  /** Read with the website link: it opens a new tab. */
  opensInNewTab: string;
  location: string;
  established: string;
  faculty: string;
  departments: string;
  accreditation: string;
  /** The accreditation of an organization that lists none. */
  noAccreditation: string;
  contact: string;
  /** The organization's stats (spec 2 §3). */
  performanceMetrics: string;
  averageGrade: string;
  averageGpa: string;
  engagementRate: string;
  retentionRate: string;
  activeStudentsMetric: string;
  inactiveStudents: string;
  monthlyActive: string;
  weeklyActive: string;
  dailyActive: string;
  /** The footer's buttons (spec 2 §2.8); Close also names the corner button. */
  close: string;
  exportOrganization: string;
}

export interface OrganizationDetailsDialogProps {
  /** The organization shown; null: the dialog is closed. */
  organization: Organization | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the card that opened it). */
  onCloseAutoFocus: (event: Event) => void;
  /** The footer's Export Data. */
  onExport: (id: string) => void;
  /** The student list's Message All. */
  onMessage: (id: string) => void;
  /** The clock for 'Active today'. */
  now: number;
  format: OrganizationFormatters;
  texts: OrganizationDetailsTexts;
}

/**
 * The detail modal of an organization card (spec 2 §2.8): total students, average study time
 * in hours, completion rate and courses completed; the student list (it scrolls) with its
 * at-risk count and Message All; the organization's details and performance metrics; Close and
 * Export Data.
 */
export function OrganizationDetailsDialog({
  organization,
  onClose,
  onCloseAutoFocus,
  onExport,
  onMessage,
  now,
  format,
  texts,
}: OrganizationDetailsDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={organization !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {organization ? (
        <DialogContent
          ref={contentRef}
          size="xl"
          closeLabel={texts.close}
          data-slot="organization-details"
          // The window itself takes focus, so its name and description are read first and no
          // action (Message All) waits under the first Enter.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DetailsBody
            organization={organization}
            onMessage={onMessage}
            now={now}
            format={format}
            texts={texts}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{texts.close}</Button>
            </DialogClose>
            <Button onClick={() => onExport(organization.id)}>
              <Download aria-hidden="true" />
              {texts.exportOrganization}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailsBody({
  organization,
  onMessage,
  now,
  format,
  texts,
}: {
  organization: Organization;
  onMessage: (id: string) => void;
  now: number;
  format: OrganizationFormatters;
  texts: OrganizationDetailsTexts;
}) {
  const detailsId = useId();
  const metricsId = useId();
  const newTabId = useId();
  const { stats } = organization;
  const figures = [
    { key: 'students', label: texts.totalStudentsStat, value: format.count(stats.totalStudents) },
    {
      key: 'time',
      label: texts.averageStudyTime,
      value: texts.studyHours(format.decimal(stats.averageTimeSpentPerUser / 60)),
    },
    { key: 'completion', label: texts.completionRate, value: format.percent(stats.completionRate) },
    {
      key: 'courses',
      label: texts.coursesCompleted,
      value: format.count(stats.totalCoursesCompleted),
    },
  ];

  return (
    <>
      <DialogHeader>
        <DialogTitle dir="auto" className="wrap-anywhere">
          {organization.name}
        </DialogTitle>
        <DialogDescription>
          {organization.description || texts.detailsDescription}
        </DialogDescription>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-text-muted">
          <span className="min-w-0 font-medium wrap-anywhere text-text">{organization.type}</span>
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span dir="auto" className="min-w-0 wrap-anywhere">
              {organization.location}
            </span>
          </span>
        </div>
      </DialogHeader>
      <dl data-slot="organization-figures" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(({ key, label, value }) => (
          <div
            key={key}
            data-figure={key}
            className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-sunken p-3"
          >
            <dt className="text-sm text-text-muted">{label}</dt>
            <dd className="text-2xl leading-none font-bold text-text tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <OrganizationStudentList
          students={organization.students}
          onMessageAll={() => onMessage(organization.id)}
          now={now}
          texts={texts}
        />
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby={detailsId} className="flex flex-col gap-3">
            <h3 id={detailsId} className="text-base font-semibold text-text">
              {texts.organizationDetails}
            </h3>
            <span id={newTabId} hidden>
              {texts.opensInNewTab}
            </span>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Detail label={texts.type}>{organization.type}</Detail>
              <Detail label={texts.location}>{organization.location}</Detail>
              <Detail label={texts.website} wide>
                <a
                  href={organization.website}
                  target="_blank"
                  rel="noreferrer"
                  aria-describedby={newTabId}
                  className={cn(linkClasses, 'gap-1 break-all')}
                >
                  {organization.website.replace(/^https?:\/\//, '')}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                </a>
              </Detail>
              <Detail label={texts.established}>{String(organization.establishedYear)}</Detail>
              <Detail label={texts.faculty}>{format.count(organization.totalFaculty)}</Detail>
              <Detail label={texts.departments}>
                {format.count(organization.totalDepartments)}
              </Detail>
              <Detail label={texts.accreditation}>
                {organization.accreditation.length > 0
                  ? organization.accreditation.join(', ')
                  : texts.noAccreditation}
              </Detail>
              <Detail label={texts.contact} wide>
                <span className="flex flex-col items-start gap-1">
                  <a
                    href={`mailto:${organization.contactEmail}`}
                    className={cn(linkClasses, 'break-all')}
                  >
                    {organization.contactEmail}
                  </a>
                  <a
                    href={`tel:${organization.contactPhone.replace(/[^+\d]/g, '')}`}
                    className={linkClasses}
                  >
                    {organization.contactPhone}
                  </a>
                </span>
              </Detail>
            </dl>
          </section>
          <section aria-labelledby={metricsId} className="flex flex-col gap-3">
            <h3 id={metricsId} className="text-base font-semibold text-text">
              {texts.performanceMetrics}
            </h3>
            <ProgressBar
              label={texts.engagementRate}
              value={stats.engagementRate}
              valueText={format.percent(stats.engagementRate)}
              size="sm"
            />
            <ProgressBar
              label={texts.retentionRate}
              value={stats.retentionRate}
              valueText={format.percent(stats.retentionRate)}
              size="sm"
            />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Detail label={texts.averageGrade}>{format.decimal(stats.averageGrade)}</Detail>
              <Detail label={texts.averageGpa}>{format.gpa(stats.averageGPA)}</Detail>
              <Detail label={texts.activeStudentsMetric}>
                {format.count(stats.activeStudents)}
              </Detail>
              <Detail label={texts.inactiveStudents}>{format.count(stats.inactiveStudents)}</Detail>
              <Detail label={texts.monthlyActive}>{format.count(stats.monthlyActiveUsers)}</Detail>
              <Detail label={texts.weeklyActive}>{format.count(stats.weeklyActiveUsers)}</Detail>
              <Detail label={texts.dailyActive}>{format.count(stats.dailyActiveUsers)}</Detail>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

/** The details' links: at least 24 px tall, so stacked ones are easy to hit (WCAG 2.5.8). */
const linkClasses =
  'inline-flex min-h-6 items-center text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

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
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium break-words text-text tabular-nums">{children}</dd>
    </div>
  );
}
