import { recommendedForYou, type LearningProgress, type LiveEvent } from '@lp/contract';
import * as myLearningMessages from '@lp/locales/en/my-learning';
import {
  Button,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  cn,
  useMessages,
} from '@lp/ui';
import { BookOpen, CalendarDays, GraduationCap, RotateCw } from '@lp/ui/icons';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  CourseCarouselSection,
  type CarouselCourse,
  type CourseCarouselTexts,
} from '../course-carousel-section';
import { LiveEventCard, type LiveEventCardTexts } from '../live-event-card';
import { EnrolledCourseCard, type EnrolledCourseCardTexts } from './enrolled-course-card';
import { LearningOverviewCard, type LearningOverviewTexts } from './learning-overview-card';
import { ProgramCard, type MyLearningProgram, type ProgramCardTexts } from './program-card';

/** The page's tabs; the app keeps the active one in the address (`?tab=`). */
export const myLearningTabs = ['dashboard', 'programs', 'courses'] as const;
export type MyLearningTab = (typeof myLearningTabs)[number];

/** The state of a list the page shows: its request running, failed, or answered. */
export type MyLearningStatus = 'loading' | 'error' | 'ready';

/** A course of the page: the carousel's fields, with `enrolled` and `progress`. */
export type MyLearningCourse = CarouselCourse;

export interface MyLearningTexts {
  /** The tab list's name. */
  tabs: string;
  dashboardTab: string;
  programsTab: string;
  coursesTab: string;
  /** The not-enrolled courses' heading. */
  recommended: string;
  /** The programs' heading on the dashboard tab. */
  programs: string;
  /** The live events' heading. */
  liveEvents: string;
  /** Shown without a live event (as on the dashboard). */
  noLiveEvents: string;
  /** Shown without a program (not in the spec). */
  noPrograms: string;
  /** Shown when the programs could not be loaded (not in the spec). */
  programsError: string;
  /** The programs' retry button. */
  programsRetry: string;
  /** Spoken while the programs load. */
  loadingPrograms: string;
  /** Shown without an enrolled course. */
  noCourses: string;
  /** The link to the catalogue under `noCourses`. */
  browseCourses: string;
  /** Shown in red when the courses could not be fetched (spec 2 §8). */
  coursesError: string;
  /** The courses' retry button (spec 2 §2.2: the label is Italian). */
  coursesRetry: string;
  /** The language of the courses' retry label. */
  coursesRetryLang: string;
  /** Spoken while the courses load. */
  loadingCourses: string;
  /** Recommended for you's carousel (its title is `recommended`). */
  carousel?: Partial<CourseCarouselTexts>;
  overview?: Partial<LearningOverviewTexts>;
  program?: Partial<ProgramCardTexts>;
  course?: Partial<EnrolledCourseCardTexts>;
  liveEvent?: Partial<LiveEventCardTexts>;
}

type MyLearningMessages = typeof myLearningMessages.default;

function textsFrom(m: MyLearningMessages): MyLearningTexts {
  return {
    tabs: m.tabs,
    dashboardTab: m.dashboardTab,
    programsTab: m.programsTab,
    coursesTab: m.coursesTab,
    recommended: m.recommended,
    programs: m.programs,
    liveEvents: m.liveEvents,
    noLiveEvents: m.noLiveEvents,
    noPrograms: m.noPrograms,
    programsError: m.programsError,
    programsRetry: m.programsRetry,
    loadingPrograms: m.loadingPrograms,
    noCourses: m.noCourses,
    browseCourses: m.browseCourses,
    coursesError: m.coursesError,
    coursesRetry: m.coursesRetry,
    coursesRetryLang: m.coursesRetryLang,
    loadingCourses: m.loadingCourses,
  };
}

export const defaultMyLearningTexts: MyLearningTexts = textsFrom(myLearningMessages.default);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useMyLearningTexts(overrides?: Partial<MyLearningTexts>): MyLearningTexts {
  return { ...textsFrom(useMessages(myLearningMessages)), ...overrides };
}

export interface MyLearningPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The tab shown. */
  activeTab: MyLearningTab;
  /** Called with the tab chosen (by click or arrow keys); the app puts it in `?tab=`. */
  onTabChange: (tab: MyLearningTab) => void;
  /** The courses' request: loading shows skeletons, error the message with Riprova. */
  coursesStatus: MyLearningStatus;
  /**
   * Every course the learner can see, with `enrolled` and `progress`. Not-enrolled ones are
   * recommended (at most 8); enrolled ones are My Courses. With `error`, any fallback courses.
   */
  courses: readonly MyLearningCourse[];
  /** Riprova: fetch the courses again. Without it no button shows. */
  onRetryCourses?: () => void;
  /** The programs' request. */
  programsStatus: MyLearningStatus;
  /** The programs (entries of GET /programs). */
  programs: readonly MyLearningProgram[];
  /** Fetch the programs again. Without it no button shows. */
  onRetryPrograms?: () => void;
  /** The live events. */
  liveEvents: readonly LiveEvent[];
  /** The server's learning progress; it decides the overview's percentage and counts. */
  learningProgress?: LearningProgress | null;
  /** A course's address (/course/{id}/preview). */
  courseHref: (courseId: string) => string;
  /** A program's address (/program/{id}/preview). */
  programHref: (programId: string) => string;
  /** Where a live event's Join Session goes (/live). */
  liveHref: string;
  /** Where Browse courses goes from My Courses' empty state (the catalogue, /catalog). */
  catalogHref: string;
  /** The visible texts. @default defaultMyLearningTexts */
  texts?: Partial<MyLearningTexts>;
}

/**
 * The tabbed learning page (spec 2 §2.2): Learning Dashboard (Recommended for you, Your Learning
 * Overview, Programs, Live Events), Programs and My Courses. The tab is controlled, so the app
 * can keep it in the address.
 */
export function MyLearningPage({
  activeTab,
  onTabChange,
  coursesStatus,
  courses,
  onRetryCourses,
  programsStatus,
  programs,
  onRetryPrograms,
  liveEvents,
  learningProgress,
  courseHref,
  programHref,
  liveHref,
  catalogHref,
  texts: textsProp,
  className,
  ...props
}: MyLearningPageProps) {
  const texts = useMyLearningTexts(textsProp);
  const enrolled = courses.filter((course) => course.enrolled);
  const programList = (headingAs: 'h2' | 'h3') => (
    <ProgramList
      status={programsStatus}
      programs={programs}
      programHref={programHref}
      onRetry={onRetryPrograms}
      headingAs={headingAs}
      texts={texts}
    />
  );
  return (
    <div
      data-slot="my-learning-page"
      className={cn('flex min-w-0 flex-col text-text', className)}
      {...props}
    >
      <Tabs
        value={activeTab}
        onValueChange={(value) => {
          if (isTab(value)) onTabChange(value);
        }}
      >
        <TabsList aria-label={texts.tabs}>
          <TabsTrigger value="dashboard">{texts.dashboardTab}</TabsTrigger>
          <TabsTrigger value="programs">{texts.programsTab}</TabsTrigger>
          <TabsTrigger value="courses">{texts.coursesTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard" className="flex min-w-0 flex-col gap-10">
          <CourseCarouselSection
            status={coursesStatus === 'ready' ? 'loaded' : coursesStatus}
            courses={recommendedForYou(courses)}
            courseHref={courseHref}
            onRetry={onRetryCourses}
            texts={{
              error: texts.coursesError,
              retry: texts.coursesRetry,
              retryLang: texts.coursesRetryLang,
              loading: texts.loadingCourses,
              ...texts.carousel,
              title: texts.recommended,
            }}
          />
          <LearningOverviewCard
            courses={courses}
            learningProgress={learningProgress}
            loading={coursesStatus === 'loading'}
            texts={texts.overview}
          />
          <PageSection title={texts.programs}>{programList('h3')}</PageSection>
          <PageSection title={texts.liveEvents}>
            {liveEvents.length === 0 ? (
              <EmptyState icon={<CalendarDays />} title={texts.noLiveEvents} titleAs="p" />
            ) : (
              <ul className="flex flex-col gap-4">
                {liveEvents.map((event) => (
                  <li key={event.id}>
                    <LiveEventCard event={event} href={liveHref} texts={texts.liveEvent} />
                  </li>
                ))}
              </ul>
            )}
          </PageSection>
        </TabsContent>
        <TabsContent value="programs" className="min-w-0">
          {programList('h2')}
        </TabsContent>
        <TabsContent value="courses" className="flex min-w-0 flex-col gap-4">
          {coursesStatus === 'loading' ? (
            <SkeletonGroup label={texts.loadingCourses}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-40 w-full" />
              ))}
            </SkeletonGroup>
          ) : (
            <>
              {coursesStatus === 'error' ? (
                <div role="alert" className="flex flex-wrap items-center gap-3">
                  <p className="font-medium text-danger">{texts.coursesError}</p>
                  {onRetryCourses ? (
                    <Button
                      variant="outline"
                      size="sm"
                      lang={texts.coursesRetryLang}
                      onClick={onRetryCourses}
                    >
                      <RotateCw aria-hidden="true" />
                      {texts.coursesRetry}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {enrolled.length === 0 ? (
                coursesStatus === 'ready' ? (
                  <EmptyState
                    icon={<GraduationCap />}
                    title={texts.noCourses}
                    titleAs="p"
                    action={
                      <Button href={catalogHref} variant="outline">
                        {texts.browseCourses}
                      </Button>
                    }
                  />
                ) : null
              ) : (
                <ul className="flex flex-col gap-4">
                  {enrolled.map((course) => (
                    <li key={course.id}>
                      <EnrolledCourseCard
                        course={course}
                        href={courseHref(course.id)}
                        headingAs="h2"
                        texts={texts.course}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function isTab(value: string): value is MyLearningTab {
  return (myLearningTabs as readonly string[]).includes(value);
}

function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The program cards with their loading, error and empty states. */
function ProgramList({
  status,
  programs,
  programHref,
  onRetry,
  headingAs,
  texts,
}: {
  status: MyLearningStatus;
  programs: readonly MyLearningProgram[];
  programHref: (programId: string) => string;
  onRetry?: () => void;
  headingAs: 'h2' | 'h3';
  texts: MyLearningTexts;
}) {
  if (status === 'loading') {
    return (
      <SkeletonGroup label={texts.loadingPrograms}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] w-full" />
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="font-medium text-danger">{texts.programsError}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {texts.programsRetry}
          </Button>
        ) : null}
      </div>
    );
  }
  if (programs.length === 0) {
    return <EmptyState icon={<BookOpen />} title={texts.noPrograms} titleAs="p" />;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {programs.map((program) => (
        <li key={program.id} className="flex">
          <ProgramCard
            program={program}
            href={programHref(program.id)}
            headingAs={headingAs}
            texts={texts.program}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
