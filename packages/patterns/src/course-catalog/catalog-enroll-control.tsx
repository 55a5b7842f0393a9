import { Button } from '@lp/ui';

export interface CatalogEnrollTexts {
  enroll: string;
  /** Enroll's spoken name: its visible text, then the course. */
  enrollLabel: (title: string) => string;
  enrolling: string;
  /** The enrolled course's link. */
  openCourse: string;
  /** Its spoken name: its visible text, then the course. */
  openCourseLabel: (title: string) => string;
}

export interface CatalogEnrollControlProps {
  course: { id: string; title: string; enrolled: boolean };
  /** Where an enrolled course opens (its first lesson). */
  openHref: string;
  /** Where the form posts before the script has run: the page's own address (its action). */
  action: string;
  /** Enrols with the script; without it the form posts to `action`. */
  onEnroll?: (courseId: string) => void;
  /** This course's enrolment is on its way. @default false */
  enrolling?: boolean;
  /** Why this course's last enrolment failed. */
  error?: string;
  texts: CatalogEnrollTexts;
}

/**
 * A catalogue card's action: Enroll, a POST form that works before the script has run (the
 * route's action enrols and comes back to the same address), or the way into a course the
 * learner is enrolled in.
 */
export function CatalogEnrollControl({
  course,
  openHref,
  action,
  onEnroll,
  enrolling = false,
  error,
  texts,
}: CatalogEnrollControlProps) {
  if (course.enrolled) {
    return (
      <Button
        href={openHref}
        variant="outline"
        size="sm"
        aria-label={texts.openCourseLabel(course.title)}
      >
        {texts.openCourse}
      </Button>
    );
  }
  return (
    <form
      method="post"
      action={action}
      className="flex flex-col gap-1"
      onSubmit={
        onEnroll &&
        ((event) => {
          event.preventDefault();
          onEnroll(course.id);
        })
      }
    >
      <input type="hidden" name="courseId" value={course.id} />
      <Button
        type="submit"
        size="sm"
        loading={enrolling}
        loadingText={texts.enrolling}
        aria-label={enrolling ? undefined : texts.enrollLabel(course.title)}
      >
        {texts.enroll}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
