import {
  dashboardCourseList,
  type LearningProgress,
  type LeaderboardUser,
  type LiveEvent,
  type NextStepCard,
} from '@lp/contract';
import * as dashboardLearnerMessages from '@lp/locales/en/dashboard-learner';
import { EmptyState, HydrateApart, cn, useMessages } from '@lp/ui';
import { CalendarDays } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import {
  CourseCarouselSection,
  type CarouselCourse,
  type CourseCarouselStatus,
  type CourseCarouselTexts,
} from '../course-carousel-section';
import {
  FeaturedCourseHero,
  type FeaturedCourse,
  type FeaturedCourseHeroTexts,
} from '../featured-course-hero';
import { LearningHub, type LearningHubTexts } from '../learning-hub';
import { LiveEventCard, type LiveEventCardTexts } from '../live-event-card';
import { QuoteBanner } from '../quote-banner';
import { DashboardLearnerSkeleton } from './dashboard-learner-skeleton';

/** A course the carousel can list: the dashboard's list rule reads `enrolled` and `progress`. */
export type DashboardCourse = CarouselCourse;

export interface DashboardLearnerTexts {
  /** The Continue Learning heading. */
  continueLearning: string;
  /** Continue Learning without an event (not in the spec). */
  noLiveEvent: string;
  /** Spoken while the whole dashboard loads. */
  loading: string;
  hero?: Partial<FeaturedCourseHeroTexts>;
  liveEvent?: Partial<LiveEventCardTexts>;
  courses?: Partial<CourseCarouselTexts>;
  hub?: Partial<LearningHubTexts>;
}

export const defaultDashboardLearnerTexts: DashboardLearnerTexts = {
  ...dashboardLearnerMessages.default,
};

/** The dashboard's texts in the tree's language, with a deployment's overrides on top. */
export function useDashboardLearnerTexts(
  overrides?: Partial<DashboardLearnerTexts>,
): DashboardLearnerTexts {
  return { ...useMessages(dashboardLearnerMessages), ...overrides };
}

export interface DashboardLearnerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The dashboard's data request is running: the whole page shows its skeleton. @default false */
  loading?: boolean;
  /** The featured course with its two addresses; missing, the hero is left out. */
  featured?: {
    course: FeaturedCourse;
    /** The lesson 'Start learning' opens. */
    lessonHref: string;
    /** The course preview 'More info' opens. */
    previewHref: string;
  } | null;
  /** Continue Learning's live event; missing shows its empty state. */
  liveEvent?: LiveEvent | null;
  /** Where the live event card's action goes (/live). */
  liveEventHref: string;
  /** The course carousel's state (spec 2 §2.2: loading, error, loaded). */
  coursesStatus: CourseCarouselStatus;
  /**
   * Every course the learner could see; the dashboard rule picks enrolled ones under 100 %
   * first, then up to 6 not enrolled, at most 8 (spec 2 §9). With `error`, the fallback courses.
   */
  courses: readonly DashboardCourse[];
  /** A course card's address (/course/{id}/preview). */
  courseHref: (courseId: string) => string;
  /** Riprova: fetch the courses again. */
  onRetryCourses: () => void;
  /** Your Next Steps cards. */
  nextSteps: readonly NextStepCard[];
  /** The Learning Progress ring (62 %, 4 of 6 in the demo). */
  learningProgress?: LearningProgress | null;
  /** Time Spent Learning, hours per day and hourly slot (7 by 7). */
  timeSpent?: readonly (readonly number[])[] | null;
  /** The leaderboard (the user is #8 of 20 in the demo). */
  leaderboard: readonly LeaderboardUser[];
  /** The quote banner; missing, it is left out. */
  quote?: { text: string; author?: string } | null;
  /** /live: Join Session, Join Live. */
  liveHref: string;
  /** /calendar: Open Schedule. */
  calendarHref: string;
  /** Start Now on the welcome-message card (the app opens the welcome video dialog). */
  onShowWelcomeVideo: () => void;
  /** Any other next-step card's button, with the card's id. */
  onNextStepAction: (cardId: string) => void;
  /** The countdown's clock (epoch ms); leave out to tick every second. */
  now?: number;
  /** The visible texts. @default defaultDashboardLearnerTexts */
  texts?: Partial<DashboardLearnerTexts>;
}

/**
 * The learner's dashboard (spec 2 §2.2): featured course, Continue Learning, You Might Like,
 * Your Learning Hub and the quote banner, or the page's skeleton while its data loads. Made for
 * the black dashboard background: the app shell's `dashboard` variant puts it in dark mode.
 */
export function DashboardLearner({
  loading = false,
  featured,
  liveEvent,
  liveEventHref,
  coursesStatus,
  courses,
  courseHref,
  onRetryCourses,
  nextSteps,
  learningProgress,
  timeSpent,
  leaderboard,
  quote,
  liveHref,
  calendarHref,
  onShowWelcomeVideo,
  onNextStepAction,
  now,
  texts: textsProp,
  className,
  ...props
}: DashboardLearnerProps) {
  const texts = useDashboardLearnerTexts(textsProp);
  const continueId = useId();
  const classes = cn('flex flex-col gap-10 text-text', className);
  if (loading) {
    return (
      <div data-slot="dashboard-learner" data-state="loading" className={classes} {...props}>
        <DashboardLearnerSkeleton label={texts.loading} />
      </div>
    );
  }
  return (
    <div data-slot="dashboard-learner" data-state="ready" className={classes} {...props}>
      {featured ? (
        <FeaturedCourseHero
          course={featured.course}
          lessonHref={featured.lessonHref}
          previewHref={featured.previewHref}
          texts={texts.hero}
        />
      ) : null}
      <section aria-labelledby={continueId} className="flex flex-col gap-4">
        <h2 id={continueId} className="text-xl font-semibold">
          {texts.continueLearning}
        </h2>
        {liveEvent ? (
          <LiveEventCard event={liveEvent} href={liveEventHref} texts={texts.liveEvent} />
        ) : (
          <EmptyState icon={<CalendarDays />} title={texts.noLiveEvent} titleAs="p" />
        )}
      </section>
      {/* Below the first screen: each is hydrated once it comes near the viewport (HydrateApart). */}
      <HydrateApart untilVisible>
        <CourseCarouselSection
          className="paint-when-visible"
          status={coursesStatus}
          courses={dashboardCourseList(courses)}
          courseHref={courseHref}
          onRetry={onRetryCourses}
          texts={texts.courses}
        />
      </HydrateApart>
      <HydrateApart untilVisible>
        <LearningHub
          className="paint-when-visible"
          nextSteps={nextSteps}
          learningProgress={learningProgress}
          timeSpent={timeSpent}
          leaderboard={leaderboard}
          liveHref={liveHref}
          calendarHref={calendarHref}
          onShowWelcomeVideo={onShowWelcomeVideo}
          onNextStepAction={onNextStepAction}
          now={now}
          texts={texts.hub}
        />
      </HydrateApart>
      {quote ? <QuoteBanner quote={quote.text} author={quote.author} /> : null}
    </div>
  );
}
