import * as myCoursesMessages from '@lp/locales/en/my-courses';
import {
  Button,
  EmptyState,
  Link,
  Skeleton,
  SkeletonGroup,
  cn,
  tabsListVariants,
  tabsTriggerVariants,
  useMessages,
} from '@lp/ui';
import { ArrowRight, GraduationCap, Trophy } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import type { CarouselCourse } from '../course-carousel-section';
import { EnrolledCourseCard, type EnrolledCourseCardTexts } from '../my-learning';
import { ResourcePageState } from '../resource-page-state';
import { coursesOfTab, myCoursesTabs, type MyCoursesTab } from './my-courses-tabs';

/** An enrolled course with the learner's progress through it (GET /courses/mine). */
export interface MyCoursesEntry extends CarouselCourse {
  completedLessons: number;
  totalLessons: number;
  /** When the last lesson was completed; null while in progress. */
  completedAt: string | null;
  /** The lesson Continue opens (the first not completed); null when every lesson is done. */
  continueHref: string | null;
}

export interface MyCoursesTexts {
  /** The page's heading. */
  title: string;
  intro: string;
  /** The tab links' name. */
  tabs: string;
  inProgressTab: string;
  completedTab: string;
  /** A tab's count, after its name. */
  count: (count: number) => string;
  /** The lessons line of a card. */
  lessons: (done: number, total: number) => string;
  continue: string;
  /** Continue's spoken name: its visible text, then the course. */
  continueLabel: (title: string) => string;
  /** Open a finished course again. */
  review: string;
  reviewLabel: (title: string) => string;
  /** Nothing in progress. */
  noneInProgress: string;
  noneInProgressHint: string;
  /** Nothing finished yet. */
  noneCompleted: string;
  noneCompletedHint: string;
  /** Not enrolled in anything. */
  empty: string;
  emptyHint: string;
  browseCatalog: string;
  /** The heading over a program's courses (`/courses?program=`). */
  programTitle: (program: string) => string;
  /** Back to every course, from a program's. */
  allCourses: string;
  /** The program of the address could not be found. */
  programMissing: string;
  loading: string;
  error: string;
  retry: string;
  course?: Partial<EnrolledCourseCardTexts>;
}

type MyCoursesMessages = typeof myCoursesMessages.default;

function textsFrom(m: MyCoursesMessages): MyCoursesTexts {
  return {
    title: m.title,
    intro: m.intro,
    tabs: m.tabs,
    inProgressTab: m.inProgressTab,
    completedTab: m.completedTab,
    count: (count) => m.count({ count }),
    lessons: (done, total) => m.lessons({ done, total }),
    continue: m.continue,
    continueLabel: (title) => m.continueLabel({ title }),
    review: m.review,
    reviewLabel: (title) => m.reviewLabel({ title }),
    noneInProgress: m.noneInProgress,
    noneInProgressHint: m.noneInProgressHint,
    noneCompleted: m.noneCompleted,
    noneCompletedHint: m.noneCompletedHint,
    empty: m.empty,
    emptyHint: m.emptyHint,
    browseCatalog: m.browseCatalog,
    programTitle: (program) => m.programTitle({ program }),
    allCourses: m.allCourses,
    programMissing: m.programMissing,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
  };
}

export const defaultMyCoursesTexts: MyCoursesTexts = textsFrom(myCoursesMessages.default);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useMyCoursesTexts(overrides?: Partial<MyCoursesTexts>): MyCoursesTexts {
  return { ...textsFrom(useMessages(myCoursesMessages)), ...overrides };
}

export interface MyCoursesPageProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading shows skeletons, error the message with Try again, ready the lists. */
  status: 'loading' | 'error' | 'ready';
  /** Every enrolled course (of the program, when one is chosen). @default [] */
  courses?: readonly MyCoursesEntry[];
  /** The list shown. */
  activeTab: MyCoursesTab;
  /** The address of a tab: tabs are links, so they work before the script has run. */
  tabHref: (tab: MyCoursesTab) => string;
  /** A course's page, the card's title link. */
  courseHref: (courseId: string) => string;
  /** Where the course opens when it has no next lesson (a finished course). */
  openCourseHref: (courseId: string) => string;
  /** The catalogue, offered when a list is empty. */
  catalogHref: string;
  /**
   * The program the list is narrowed to (`/courses?program=`): its title and the way back to
   * every course; 'missing' when the address names a program that does not exist.
   */
  program?: { title: string; allHref: string } | { missing: true; allHref: string } | null;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The visible texts. @default defaultMyCoursesTexts */
  texts?: Partial<MyCoursesTexts>;
}

/**
 * My Courses (issue 32): the learner's enrolments with their progress and Continue to the next
 * lesson, in two lists, In progress and Completed. The lists are links that change the address
 * (not ARIA tabs), so each works and can be shared before the script has run.
 */
export function MyCoursesPage({
  status,
  courses = [],
  activeTab,
  tabHref,
  courseHref,
  openCourseHref,
  catalogHref,
  program = null,
  onRetry,
  texts: textsProp,
  className,
  ...props
}: MyCoursesPageProps) {
  const texts = useMyCoursesTexts(textsProp);
  const titleId = useId();
  const listId = useId();
  const shown = coursesOfTab(courses, activeTab);
  const programTitle = program && 'title' in program ? program.title : null;
  const tabLabel = (tab: MyCoursesTab) =>
    tab === 'completed' ? texts.completedTab : texts.inProgressTab;

  return (
    <section
      data-slot="my-courses-page"
      data-state={status}
      aria-labelledby={titleId}
      className={cn('flex w-full min-w-0 flex-col gap-6 py-6 text-text', className)}
      {...props}
    >
      <header className="flex flex-col gap-1">
        {/* The app's header holds the page's h1. */}
        <h2 id={titleId} className="text-2xl font-semibold">
          {programTitle ? texts.programTitle(programTitle) : texts.title}
        </h2>
        <p className="text-text-muted">{texts.intro}</p>
        {program ? (
          <p className="flex flex-wrap items-center gap-x-3 text-sm">
            {'missing' in program ? (
              <span role="status" className="text-text-muted">
                {texts.programMissing}
              </span>
            ) : null}
            <Link
              href={program.allHref}
              className="text-primary-text underline-offset-4 hover:underline"
            >
              {texts.allCourses}
            </Link>
          </p>
        ) : null}
      </header>

      <nav aria-label={texts.tabs}>
        <ul className={tabsListVariants()}>
          {myCoursesTabs.map((tab) => {
            const active = tab === activeTab;
            const count = coursesOfTab(courses, tab).length;
            return (
              <li key={tab}>
                <Link
                  href={tabHref(tab)}
                  aria-current={active ? 'page' : undefined}
                  data-state={active ? 'active' : 'inactive'}
                  className={tabsTriggerVariants()}
                >
                  {tabLabel(tab)}
                  {status === 'ready' ? <span> {texts.count(count)}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <ResourcePageState
        status={status}
        loading={<MyCoursesSkeleton label={texts.loading} />}
        texts={texts}
        onRetry={onRetry}
        errorTitleAs="p"
      >
        {() =>
          shown.length === 0 ? (
            <MyCoursesEmpty
              nothingAtAll={courses.length === 0}
              tab={activeTab}
              catalogHref={catalogHref}
              texts={texts}
            />
          ) : (
            <>
              <h3 id={listId} className="sr-only">
                {tabLabel(activeTab)}
              </h3>
              <ul aria-labelledby={listId} className="flex flex-col gap-4">
                {shown.map((course) => (
                  <li key={course.id}>
                    <EnrolledCourseCard
                      course={course}
                      href={courseHref(course.id)}
                      texts={texts.course}
                      headingAs="h3"
                      action={
                        <CourseNextStep
                          course={course}
                          openCourseHref={openCourseHref}
                          texts={texts}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </ResourcePageState>
    </section>
  );
}

/** A card's lessons line and its way on: Continue to the next lesson, or Review a finished course. */
function CourseNextStep({
  course,
  openCourseHref,
  texts,
}: {
  course: MyCoursesEntry;
  openCourseHref: (courseId: string) => string;
  texts: MyCoursesTexts;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-text-muted">
        {texts.lessons(course.completedLessons, course.totalLessons)}
      </p>
      {course.continueHref ? (
        <Button href={course.continueHref} size="sm" aria-label={texts.continueLabel(course.title)}>
          {texts.continue}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button
          href={openCourseHref(course.id)}
          variant="outline"
          size="sm"
          aria-label={texts.reviewLabel(course.title)}
        >
          {texts.review}
        </Button>
      )}
    </div>
  );
}

function MyCoursesEmpty({
  nothingAtAll,
  tab,
  catalogHref,
  texts,
}: {
  nothingAtAll: boolean;
  tab: MyCoursesTab;
  catalogHref: string;
  texts: MyCoursesTexts;
}) {
  const browse = (
    <Button href={catalogHref} variant="outline">
      {texts.browseCatalog}
    </Button>
  );
  if (nothingAtAll) {
    return (
      <EmptyState
        icon={<GraduationCap />}
        title={texts.empty}
        hint={texts.emptyHint}
        action={browse}
      />
    );
  }
  return tab === 'completed' ? (
    <EmptyState icon={<Trophy />} title={texts.noneCompleted} hint={texts.noneCompletedHint} />
  ) : (
    <EmptyState
      icon={<GraduationCap />}
      title={texts.noneInProgress}
      hint={texts.noneInProgressHint}
      action={browse}
    />
  );
}

function MyCoursesSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className="flex flex-col gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
