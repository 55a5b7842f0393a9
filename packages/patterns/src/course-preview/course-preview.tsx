import {
  COURSE_PAGE_DESKTOP_MIN_WIDTH,
  formatPrice,
  formatStudentsCount,
  previewRecommendations,
  type Course,
} from '@lp/contract';
import * as coursePreviewMessages from '@lp/locales/en/course-preview';
import {
  Badge,
  Button,
  Card,
  Link,
  ProgressBar,
  Spinner,
  cn,
  useFormat,
  useMediaQuery,
  useMessages,
} from '@lp/ui';
import { Clock, Play, Star, Users } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import { CourseCarouselSection, type CarouselCourse } from '../course-carousel-section';
import { CoverImage } from '../cover-image';
import { ResourcePageState, resourcePageStatus } from '../resource-page-state';
import { CourseCurriculum, type CourseCurriculumTexts } from './course-curriculum';
import { CourseStatsCard, type CourseStatsCardTexts } from './course-stats-card';
import { InstructorBlock, type CoursePreviewInstructor } from './instructor-block';
import { CourseLevelBadge } from '../course-level-badge';
import { DurationText } from '../duration-text';

/** The page's states: the app's request running, answered 404, failed, or done. */
export type CoursePreviewStatus = 'loading' | 'not-found' | 'error' | 'ready';

/** Which page to draw: the mobile-style page, the desktop page, or by the window's width. */
export type CoursePreviewLayout = 'auto' | 'mobile' | 'desktop';

/** What the course page shows of a course (the display course of spec 2 §3). */
export type CoursePreviewCourse = Pick<
  Course,
  | 'id'
  | 'title'
  | 'description'
  | 'thumbnail'
  | 'duration'
  | 'level'
  | 'rating'
  | 'studentsCount'
  | 'price'
  | 'tags'
  | 'category'
  | 'instructor'
  | 'modules'
  | 'enrolled'
  | 'progress'
> &
  Partial<Pick<Course, 'artworkUrlLarge'>>;

export interface CoursePreviewTexts {
  /** The primary button of a course the learner is not enrolled in. */
  enroll: string;
  /** The enroll button while the enrolment is saved. */
  enrolling: string;
  /** The primary button of an enrolled course. */
  continueLearning: string;
  /** The secondary button, to the first lesson. */
  preview: string;
  /** The price's spoken name. */
  price: string;
  /** The rating's spoken form. */
  rating: (rating: number) => string;
  /** The students line, given the count already shown as K above 1000. */
  students: (count: string) => string;
  /** The tag list's name. */
  tags: string;
  /** The course's progress bar, once enrolled. */
  progress: string;
  /** The instructor block's heading. */
  instructor: string;
  /** The recommended courses' heading. */
  recommended: string;
  /** A recommended course's rating, spoken. */
  recommendedRating: (rating: number) => string;
  /** Spoken while the course loads. */
  loading: string;
  /** The not-found heading (spec 2 §8). */
  notFound: string;
  /** The not-found message (spec 2 §8). */
  notFoundMessage: string;
  /** The back link of the not-found and error states. */
  back: string;
  /** Shown when the course could not be loaded (not in the spec). */
  error: string;
  /** The retry button of the error state. */
  retry: string;
  curriculum?: Partial<CourseCurriculumTexts>;
  stats?: Partial<CourseStatsCardTexts>;
}

type CoursePreviewMessages = typeof coursePreviewMessages.default;

function textsFrom(m: CoursePreviewMessages): CoursePreviewTexts {
  return {
    enroll: m.enroll,
    enrolling: m.enrolling,
    continueLearning: m.continueLearning,
    preview: m.preview,
    price: m.price,
    rating: (rating) => m.rating({ rating }),
    students: (count) => m.students({ count }),
    tags: m.tags,
    progress: m.progress,
    instructor: m.instructor,
    recommended: m.recommended,
    recommendedRating: (rating) => m.rating({ rating }),
    loading: m.loading,
    notFound: m.notFound,
    notFoundMessage: m.notFoundMessage,
    back: m.back,
    error: m.error,
    retry: m.retry,
  };
}

export const defaultCoursePreviewTexts: CoursePreviewTexts = textsFrom(
  coursePreviewMessages.default,
);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useCoursePreviewTexts(overrides?: Partial<CoursePreviewTexts>): CoursePreviewTexts {
  return { ...textsFrom(useMessages(coursePreviewMessages)), ...overrides };
}

export interface CoursePreviewProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows a spinner, not-found 'Course Not Found', error the message with Try again. */
  status: CoursePreviewStatus;
  /** The course (with `status` 'ready'; missing, the page says it was not found). */
  course?: CoursePreviewCourse | null;
  /** The instructor's details; without them the block shows the course's instructor name. */
  instructor?: CoursePreviewInstructor | null;
  /** The teacher's page (/teacher/{id}); without it the instructor's name is plain text. */
  instructorHref?: string;
  /** Other courses to recommend; the course itself is left out and at most 8 show. @default [] */
  recommended?: readonly CarouselCourse[];
  /** A recommended course's address (/course/{id}/preview). */
  courseHref: (courseId: string) => string;
  /** The course's first lesson: Preview Course, and Continue Learning once enrolled. */
  startHref: string;
  /** Enroll in Course. */
  onEnroll: () => void;
  /** The enrolment is being saved: the button is busy and reads 'Enrolling...'. @default false */
  enrolling?: boolean;
  /** Why the last enrolment failed, shown under the button. */
  enrollError?: string | null;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** Where the not-found and error states lead back to (/dashboard); without it no link shows. */
  backHref?: string;
  /**
   * The mobile-style page, the desktop page, or by the window: mobile under 1024 px (spec 2 §9).
   * @default 'auto'
   */
  layout?: CoursePreviewLayout;
  /**
   * The curriculum footer's figures; `null` leaves it out.
   * @default the spec's placeholders, 40h and 87% (spec 2 §2.6)
   */
  curriculumFooter?: { totalContent: string; completionRate: string } | null;
  /** The course title's element: the page's heading sits in the app header. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultCoursePreviewTexts */
  texts?: Partial<CoursePreviewTexts>;
}

/**
 * The course page, /course/{courseId}/preview (spec 2 §2.6): under 1024 px the mobile-style page
 * (cover, facts, Enroll in Course and Preview Course, instructor, modules, recommended), from it
 * the desktop page (hero, stats card, curriculum with its footer, instructor, recommended
 * carousel); or its loading, not-found and error states.
 */
export function CoursePreview({
  status,
  course,
  instructor,
  instructorHref,
  recommended = [],
  courseHref,
  startHref,
  onEnroll,
  enrolling = false,
  enrollError,
  onRetry,
  backHref,
  layout = 'auto',
  curriculumFooter,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: CoursePreviewProps) {
  const texts = useCoursePreviewTexts(textsProp);
  const wide = useMediaQuery(`(min-width: ${COURSE_PAGE_DESKTOP_MIN_WIDTH}px)`);
  const shownLayout = layout === 'auto' ? (wide ? 'desktop' : 'mobile') : layout;
  return (
    <div
      data-slot="course-preview"
      data-state={resourcePageStatus(status, course)}
      data-layout={shownLayout}
      className={cn('flex min-w-0 flex-col text-text', className)}
      {...props}
    >
      <ResourcePageState
        status={status}
        resource={course}
        loading={
          <div className="flex min-h-64 items-center justify-center py-16 text-primary-text">
            <Spinner size="lg" label={texts.loading} />
          </div>
        }
        texts={texts}
        onRetry={onRetry}
        backHref={backHref}
        titleAs={Title}
      >
        {(course) => (
          <CoursePreviewBody
            course={course}
            instructor={instructor}
            instructorHref={instructorHref}
            recommended={recommended}
            courseHref={courseHref}
            startHref={startHref}
            onEnroll={onEnroll}
            enrolling={enrolling}
            enrollError={enrollError}
            curriculumFooter={curriculumFooter}
            layout={shownLayout}
            Title={Title}
            texts={texts}
          />
        )}
      </ResourcePageState>
    </div>
  );
}

/** The ready page in its layout: the mobile-style page or the desktop page. */
function CoursePreviewBody({
  course,
  instructor,
  instructorHref,
  recommended,
  courseHref,
  startHref,
  onEnroll,
  enrolling,
  enrollError,
  curriculumFooter,
  layout,
  Title,
  texts,
}: Pick<
  CoursePreviewProps,
  | 'instructor'
  | 'instructorHref'
  | 'courseHref'
  | 'startHref'
  | 'onEnroll'
  | 'enrollError'
  | 'curriculumFooter'
> & {
  course: CoursePreviewCourse;
  recommended: readonly CarouselCourse[];
  enrolling: boolean;
  layout: 'mobile' | 'desktop';
  Title: 'h1' | 'h2';
  texts: CoursePreviewTexts;
}) {
  const others = previewRecommendations(recommended, course.id);
  const teacher = instructor ?? { name: course.instructor };
  const curriculumProps = { modules: course.modules, texts: texts.curriculum };
  const actions = (
    <CourseActions
      course={course}
      startHref={startHref}
      onEnroll={onEnroll}
      enrolling={enrolling}
      enrollError={enrollError}
      texts={texts}
    />
  );

  if (layout === 'mobile') {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
        <div className="flex flex-col gap-4">
          <CoverImage
            src={course.artworkUrlLarge ?? course.thumbnail}
            className="aspect-video w-full rounded-xl"
          />
          <CourseHeader course={course} Title={Title} texts={texts} />
          {actions}
        </div>
        <InstructorBlock instructor={teacher} href={instructorHref} title={texts.instructor} />
        <CourseCurriculum {...curriculumProps} footer={null} />
        {others.length > 0 ? (
          <RecommendedList courses={others} courseHref={courseHref} texts={texts} />
        ) : null}
      </div>
    );
  }

  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <div className="flex flex-col gap-10">
      <div className="grid overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col justify-center gap-5 p-6 lg:p-10">
          <CourseHeader course={course} Title={Title} texts={texts} />
          {actions}
        </div>
        <CoverImage
          src={course.artworkUrlLarge ?? course.thumbnail}
          className="order-first aspect-video size-full min-h-48 lg:order-last lg:aspect-auto"
        />
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <CourseCurriculum
            {...curriculumProps}
            openFirst
            {...(curriculumFooter !== undefined ? { footer: curriculumFooter } : {})}
          />
          <InstructorBlock instructor={teacher} href={instructorHref} title={texts.instructor} />
        </div>
        <CourseStatsCard
          studentsCount={course.studentsCount}
          duration={<DurationText of={course} />}
          moduleCount={course.modules.length}
          lessonCount={lessonCount}
          rating={course.rating}
          texts={texts.stats}
          className="self-start"
        />
      </div>
      {others.length > 0 ? (
        <CourseCarouselSection
          status="loaded"
          courses={others}
          courseHref={courseHref}
          texts={{ title: texts.recommended }}
        />
      ) : null}
    </div>
  );
}

/** A rating as the page writes it: one decimal, in the page's language (4.8, 4,8, ٤٫٨). */
const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Title, description, price, level, rating, students, duration and tags. */
function CourseHeader({
  course,
  Title,
  texts,
}: {
  course: CoursePreviewCourse;
  Title: 'h1' | 'h2';
  texts: CoursePreviewTexts;
}) {
  const tagsId = useId();
  const format = useFormat();
  const messages = useMessages(coursePreviewMessages);
  return (
    <div data-slot="course-header" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <CourseLevelBadge variant="brand" level={course.level} />
        {course.category ? <Badge>{course.category}</Badge> : null}
      </div>
      <Title
        dir="auto"
        className="text-2xl leading-tight font-bold text-balance break-words lg:text-4xl"
      >
        {course.title}
      </Title>
      <p dir="auto" className="max-w-prose text-base text-text-muted">
        {course.description}
      </p>
      <p className="text-3xl font-bold" data-slot="course-price">
        <span className="sr-only">{messages.spokenLabel({ label: texts.price })}</span>
        {formatPrice(course.price)}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-text-muted">
        <li className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-current text-warning" />
          <span aria-hidden="true" className="font-semibold text-text">
            {format.number(course.rating, oneDecimal)}
          </span>
          <span className="sr-only">{texts.rating(course.rating)}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {texts.students(formatStudentsCount(course.studentsCount))}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          <DurationText of={course} />
        </li>
      </ul>
      {course.tags.length > 0 ? (
        <>
          <span id={tagsId} className="sr-only">
            {texts.tags}
          </span>
          <ul aria-labelledby={tagsId} className="flex flex-wrap gap-2">
            {course.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="info">{tag}</Badge>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {course.enrolled && course.progress > 0 ? (
        <ProgressBar value={course.progress} label={texts.progress} className="max-w-sm" />
      ) : null}
    </div>
  );
}

/** Enroll in Course (or Continue Learning once enrolled) and Preview Course, with the enrolment's error. */
function CourseActions({
  course,
  startHref,
  onEnroll,
  enrolling,
  enrollError,
  texts,
}: {
  course: CoursePreviewCourse;
  startHref: string;
  onEnroll: () => void;
  enrolling: boolean;
  enrollError?: string | null;
  texts: CoursePreviewTexts;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap">
        {course.enrolled ? (
          <Button href={startHref} size="lg" wrap>
            <Play aria-hidden="true" />
            {texts.continueLearning}
          </Button>
        ) : (
          <Button
            size="lg"
            wrap
            loading={enrolling}
            loadingText={texts.enrolling}
            onClick={onEnroll}
            aria-describedby={enrollError ? errorId : undefined}
          >
            {texts.enroll}
          </Button>
        )}
        <Button href={startHref} size="lg" variant="outline" wrap>
          {texts.preview}
        </Button>
      </div>
      {enrollError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {enrollError}
        </p>
      ) : null}
    </div>
  );
}

/** The mobile page's recommended courses: a list of compact cards, at most 8. */
function RecommendedList({
  courses,
  courseHref,
  texts,
}: {
  courses: readonly CarouselCourse[];
  courseHref: (courseId: string) => string;
  texts: CoursePreviewTexts;
}) {
  const headingId = useId();
  const format = useFormat();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {texts.recommended}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {courses.map((course) => (
          <li key={course.id} className="flex">
            <Card asChild variant="interactive" className="relative w-full overflow-hidden p-3">
              <article data-slot="recommended-course">
                <div className="flex items-center gap-3">
                  <CoverImage
                    src={course.thumbnail}
                    className="aspect-video w-24 shrink-0 rounded-md"
                  />
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 dir="auto" className="line-clamp-2 text-sm leading-snug font-semibold">
                      <Link
                        href={courseHref(course.id)}
                        className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
                      >
                        {course.title}
                      </Link>
                    </h3>
                    <p dir="auto" className="truncate text-xs text-text-muted">
                      {course.instructor}
                    </p>
                    <p className="flex items-center gap-3 text-xs text-text-muted">
                      <span className="flex items-center gap-1">
                        <Star aria-hidden="true" className="size-3.5 fill-current text-warning" />
                        <span aria-hidden="true">{format.number(course.rating, oneDecimal)}</span>
                        <span className="sr-only">{texts.recommendedRating(course.rating)}</span>
                      </span>
                      <span className="flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        <DurationText of={course} />
                      </span>
                    </p>
                  </div>
                </div>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
