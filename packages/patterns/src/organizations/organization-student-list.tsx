import {
  isAtRisk,
  isDailyActive,
  studentProgressPercent,
  type OrganizationStudent,
} from '@lp/contract';
import { Badge, Button, ProgressBar } from '@lp/ui';
import { Send, TriangleAlert } from '@lp/ui/icons';
import { useId } from 'react';

/** The texts of the detail modal's student list (part of OrganizationsTexts). */
export interface OrganizationStudentListTexts {
  /** The list's heading. */
  studentList: string;
  /** The count of at-risk students over the list (spec 2 §9), such as '1 at risk'. */
  atRiskCount: (count: number) => string;
  /** Messages every student of the organization (spec 2 §2.8). */
  messageAll: string;
  /** A student's badges: last active within a day, and at risk (spec 2 §9). */
  activeToday: string;
  atRisk: string;
  /** A student's courses, such as '6 completed, 2 in progress'. */
  studentCourses: (completed: number, inProgress: number) => string;
  /** The name of a student's progress bar (courses completed out of 10). */
  studentProgress: (name: string) => string;
  /** Shown instead of the list when the organization has no student. */
  noStudents: string;
}

export interface OrganizationStudentListProps {
  students: readonly OrganizationStudent[];
  onMessageAll: () => void;
  /** The clock for 'Active today'. */
  now: number;
  texts: OrganizationStudentListTexts;
}

/**
 * The students of an organization in its detail modal (spec 2 §2.8): the at-risk count and
 * Message All over a list that scrolls, each student with name, e-mail, courses, a progress bar
 * (courses completed out of 10) and badges for active today and at risk.
 */
export function OrganizationStudentList({
  students,
  onMessageAll,
  now,
  texts,
}: OrganizationStudentListProps) {
  const headingId = useId();
  const atRisk = students.filter(isAtRisk).length;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="organization-students"
      className="flex min-w-0 flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-text">
            {texts.studentList}
          </h3>
          <Badge variant={atRisk > 0 ? 'warning' : 'neutral'} data-slot="organization-at-risk">
            <TriangleAlert aria-hidden="true" />
            {texts.atRiskCount(atRisk)}
          </Badge>
        </div>
        <Button variant="outline" size="sm" onClick={onMessageAll}>
          <Send aria-hidden="true" />
          {texts.messageAll}
        </Button>
      </div>
      {students.length === 0 ? (
        <p className="rounded-md border border-border p-4 text-sm text-text-muted">
          {texts.noStudents}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll it (the spec's list area scrolls).
        <ul
          aria-labelledby={headingId}
          tabIndex={0}
          className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {students.map((student) => {
            const risky = isAtRisk(student);
            const active = isDailyActive(student, now);
            return (
              <li
                key={student.id}
                data-slot="organization-student"
                data-at-risk={risky || undefined}
                className="flex flex-col gap-2 p-3"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col">
                    <span dir="auto" className="font-medium break-words text-text">
                      {student.name}
                    </span>
                    <span dir="auto" className="text-sm break-all text-text-muted">
                      {student.email}
                    </span>
                    <span className="text-sm text-text-muted">
                      {texts.studentCourses(student.coursesCompleted, student.coursesInProgress)}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    {active ? <Badge variant="info">{texts.activeToday}</Badge> : null}
                    {risky ? <Badge variant="danger">{texts.atRisk}</Badge> : null}
                  </div>
                </div>
                <ProgressBar
                  label={texts.studentProgress(student.name)}
                  hideLabel
                  value={studentProgressPercent(student)}
                  tone={risky ? 'warning' : 'primary'}
                  size="sm"
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
