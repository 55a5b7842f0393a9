import {
  Badge,
  Banner,
  Button,
  EmptyState,
  Link,
  Skeleton,
  SkeletonGroup,
  cn,
  useFormat,
} from '@lp/ui';
import { BookOpen, Plus, Upload } from '@lp/ui/icons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useCourseBuilderTexts, type CourseBuilderTexts } from './course-builder-texts';
import { FileField } from './file-field';

/** A course in the teacher's list. */
export interface BuilderCourseSummary {
  id: string;
  title: string;
  isPublished: boolean;
  /** ISO date-time of the last save. */
  updatedAt: string;
  lessonCount: number;
}

export interface CourseBuilderListProps {
  /** The teacher's courses; loading and error replace the list. */
  state: 'loading' | 'error' | 'ready';
  /** @default [] */
  courses?: readonly BuilderCourseSummary[];
  /** The builder page of a course. */
  courseHref: (courseId: string) => string;
  /** Where New course posts (a real form, so it works before the script has run). */
  newCourseAction?: string;
  /** Creates a course; when given, the form's post is left to it. */
  onNewCourse?: () => void;
  /** New course is on its way. @default false */
  creating?: boolean;
  /** Where Import posts the file (multipart), before the script has run. */
  importAction?: string;
  /** Called with the .imscc or .zip file chosen. */
  onImportFile?: (file: File) => void;
  /** The import is on its way. @default false */
  importing?: boolean;
  /** Why the last import was refused. */
  importError?: string;
  /** Loads the list again after an error. */
  onRetry?: () => void;
  /** What the page reports (an import's report, why New course failed): below the heading. */
  notices?: ReactNode;
  /** Formats the last save's date. @default the date in the page's language, in UTC (the same on the server) */
  formatDate?: (iso: string) => string;
  /** Texts, merged over the defaults. @default defaultCourseBuilderTexts */
  texts?: Partial<CourseBuilderTexts>;
  className?: string;
}

/** /builder: the courses a teacher writes, with New course and Import. */
export function CourseBuilderList({
  state,
  courses = [],
  courseHref,
  newCourseAction,
  onNewCourse,
  creating = false,
  importAction,
  onImportFile,
  importing = false,
  importError,
  onRetry,
  notices,
  formatDate: formatDateProp,
  texts: overrides,
  className,
}: CourseBuilderListProps) {
  const texts = useCourseBuilderTexts(overrides);
  const format = useFormat();
  const formatDate =
    formatDateProp ?? ((iso: string) => format.date(iso, { dateStyle: 'medium', timeZone: 'UTC' }));
  const listHeadingId = useId();
  const submitNew = (event: FormEvent<HTMLFormElement>) => {
    if (!onNewCourse) return;
    event.preventDefault();
    onNewCourse();
  };
  // The file chosen, for Import to hand over; without the script the form posts it itself.
  const [archive, setArchive] = useState<File | null>(null);
  const submitImport = (event: FormEvent<HTMLFormElement>) => {
    if (!onImportFile) return;
    event.preventDefault();
    if (archive) onImportFile(archive);
  };
  return (
    <div data-slot="course-builder-list" className={cn('grid gap-6 py-6', className)}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={listHeadingId} className="text-2xl font-semibold text-text">
            {texts.listHeading}
          </h2>
          <p className="text-sm text-text-muted">{texts.listIntro}</p>
        </div>
        <form method="post" action={newCourseAction} onSubmit={submitNew}>
          <Button type="submit" loading={creating}>
            <Plus aria-hidden="true" />
            {texts.newCourse}
          </Button>
        </form>
      </header>
      {notices}
      <form
        method="post"
        action={importAction}
        encType="multipart/form-data"
        onSubmit={submitImport}
        className="grid gap-3 rounded-lg border border-border p-4 md:grid-cols-[1fr_auto] md:items-end"
      >
        <FileField
          name="archive"
          label={texts.importCourse}
          description={texts.importHint}
          accept=".imscc,.zip,application/zip"
          error={importError}
          disabled={importing}
          required
          onFile={setArchive}
          clearAfterChoose={false}
        />
        <Button type="submit" variant="outline" loading={importing} loadingText={texts.importing}>
          <Upload aria-hidden="true" />
          {texts.importButton}
        </Button>
      </form>
      <section aria-labelledby={listHeadingId} className="grid gap-3">
        {state === 'loading' ? (
          <SkeletonGroup label={texts.listLoading}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </SkeletonGroup>
        ) : state === 'error' ? (
          <Banner
            variant="error"
            action={
              onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {texts.retry}
                </Button>
              ) : undefined
            }
          >
            {texts.listError}
          </Banner>
        ) : courses.length === 0 ? (
          <EmptyState
            icon={<BookOpen />}
            title={texts.listEmpty}
            hint={texts.listEmptyHint}
            titleAs="h3"
          />
        ) : (
          <table className="w-full border-collapse text-sm">
            <thead className="sr-only md:not-sr-only">
              <tr className="border-b border-border text-start text-text-muted">
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {texts.columnTitle}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {texts.columnStatus}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {texts.columnUpdated}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {texts.columnLessons}
                </th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr
                  key={course.id}
                  className="grid grid-cols-2 gap-1 border-b border-border py-3 md:table-row"
                >
                  <th scope="row" className="col-span-2 text-start font-medium md:py-3 md:pe-4">
                    <Link
                      href={courseHref(course.id)}
                      className="text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {course.title || texts.untitled}
                    </Link>
                  </th>
                  <td className="md:py-3 md:pe-4">
                    <Badge variant={course.isPublished ? 'success' : 'neutral'}>
                      {course.isPublished ? texts.published : texts.draft}
                    </Badge>
                  </td>
                  <td className="text-text-muted md:py-3 md:pe-4">
                    <time dateTime={course.updatedAt}>{formatDate(course.updatedAt)}</time>
                  </td>
                  <td className="text-text-muted md:py-3">
                    {texts.lessonsCount(course.lessonCount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
