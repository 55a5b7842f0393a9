import type { Enrollment, Quote } from '../api/learning';
import { sampleLeaderboard, sampleTimeSpentHeatmap } from './dashboard';

/**
 * The demo learner's home as the server seeds it (spec 2 §9): six enrolments of the event
 * program, four done (62%, 4 of 6), the Time Spent heatmap, and a leaderboard on which the
 * demo learner ranks #8 of 20 among the 19 other learners of the cohort.
 */

/** The quote banner. */
export const sampleQuote: Quote = {
  text: 'The beautiful thing about learning is that nobody can take it away from you.',
  author: 'B.B. King',
};

/** The demo learner's enrolments: the program's six courses, four finished, two under way. */
export const sampleDemoEnrollments: readonly Enrollment[] = [
  { courseId: 'course-1', progress: 60, enrolledAt: '2025-06-02T09:00:00.000Z' },
  { courseId: 'course-2', progress: 35, enrolledAt: '2025-06-09T09:00:00.000Z' },
  { courseId: 'course-3', progress: 100, enrolledAt: '2025-05-05T09:00:00.000Z' },
  { courseId: 'course-4', progress: 100, enrolledAt: '2025-05-12T09:00:00.000Z' },
  { courseId: 'course-5', progress: 100, enrolledAt: '2025-05-19T09:00:00.000Z' },
  { courseId: 'course-6', progress: 100, enrolledAt: '2025-05-26T09:00:00.000Z' },
];

/** A leaderboard row as stored: no rank (it is computed) and no account. */
export type CohortLearner = {
  id: string;
  name: string;
  avatar: string;
  /** Percent. */
  progress: number;
  points: number;
  /** Days. */
  streak: number;
};

/** The 19 other learners of the sample leaderboard (the demo learner's row left out). */
export const sampleLeaderboardCohort: readonly CohortLearner[] = sampleLeaderboard
  .filter((row) => !row.isCurrentUser)
  .map(({ id, name, avatar, progress, points, streak }) => ({
    id,
    name,
    avatar,
    progress,
    points,
    streak,
  }));

/**
 * The demo learner's own figures, those of #8 in the sample leaderboard: 3,555 points lies
 * between #7 (3,740) and #9 (3,370) of the cohort.
 */
export const sampleDemoLearnerStats = {
  progressPercent: 62,
  points: 3555,
  streak: 28,
  avatar: '/samples/avatars/8.webp',
  heatmap: sampleTimeSpentHeatmap,
} as const;
