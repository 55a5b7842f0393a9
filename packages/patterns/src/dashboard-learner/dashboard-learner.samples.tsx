import {
  allCourses,
  sampleCourses,
  sampleLeaderboard,
  sampleLearningProgress,
  sampleLiveSession,
  sampleNextSteps,
  sampleTimeSpentHeatmap,
  type Course,
} from '@lp/contract';
import type { Decorator } from '@storybook/react-vite';
import { samplePaths, sampleLessonPath } from '../samples/paths.samples';
import type { DashboardCourse, DashboardLearnerProps } from './dashboard-learner';

// Sample props for stories and tests, from the contract's samples. The app fills the same
// props from the server and its typed path builders.

/** A fixed clock for stable pictures: 14:25:30 UTC, so the countdown shows 09:34:30. */
export const SAMPLE_NOW = Date.UTC(2025, 6, 16, 14, 25, 30);

export const sampleCalendarPath = '/calendar';
export const sampleCoursePreviewHref = (courseId: string) =>
  `/course/${encodeURIComponent(courseId)}/preview`;

const titles = [
  'Cloud Security Essentials',
  'UX Research Methods',
  'Project Management in Practice',
  'Ethics of Technology',
  'Statistics Refresher',
  'Advanced Networking',
  'Machine Learning Operations',
  'Writing for the Web',
];

/** Twelve courses (the three samples and nine more not enrolled), enough to overflow the row. */
export function manySampleCourses(): DashboardCourse[] {
  const base = allCourses();
  const extra = titles.map((title, i): DashboardCourse => {
    const from = base[i % base.length]!;
    return { ...from, id: `course-extra-${i + 1}`, title, enrolled: false, progress: 0 };
  });
  return [...base, ...extra];
}

/** A course with a very long title and names, for the long-content stories. */
export const longTitleCourse: Course = {
  ...sampleCourses[0]!,
  id: 'course-long',
  title:
    'Applied Artificial Intelligence for Security Operations Centres: Detection, Response and Governance at Scale',
  instructor: 'Professor Dr. Maximiliana Alexandra Featherstonehaugh-Wolstenholme',
  shortTagline:
    'A very long tagline that keeps going to check that the hero wraps its text cleanly on a phone',
};

export const sampleQuote = {
  text: 'Education is not the filling of a pail, but the lighting of a fire.',
  author: 'W. B. Yeats',
};

/** Every prop of DashboardLearner from the samples, except the callbacks. */
export function sampleDashboardLearnerProps(): Omit<
  DashboardLearnerProps,
  'onRetryCourses' | 'onShowWelcomeVideo' | 'onNextStepAction'
> {
  const featured = sampleCourses[0]!;
  const firstLesson = featured.modules[0]!.lessons[0]!;
  return {
    featured: {
      course: featured,
      lessonHref: sampleLessonPath(featured.id, firstLesson.id),
      previewHref: sampleCoursePreviewHref(featured.id),
    },
    liveEvent: sampleLiveSession,
    liveEventHref: samplePaths.live,
    coursesStatus: 'loaded',
    courses: allCourses(),
    courseHref: sampleCoursePreviewHref,
    nextSteps: sampleNextSteps,
    learningProgress: sampleLearningProgress,
    timeSpent: sampleTimeSpentHeatmap,
    leaderboard: sampleLeaderboard,
    quote: sampleQuote,
    liveHref: samplePaths.live,
    calendarHref: sampleCalendarPath,
    now: SAMPLE_NOW,
  };
}

/**
 * The dashboard's black background (spec 1 §2.1): the app shell's dashboard variant puts the
 * page in dark mode, so the dashboard stories render the same way in every story project.
 */
export const withDashboardBackground: Decorator = (Story) => (
  <div className="dark bg-surface p-4 text-text md:p-8">
    <Story />
  </div>
);
