import * as z from 'zod/mini';
import { courseMessages } from '../messages/courses';
import {
  chartPointSchema,
  leaderboardUserSchema,
  learningProgressSchema,
  nextStepCardSchema,
} from '../entities/dashboard';
import { isoDateTimeSchema, urlSafeIdSchema } from '../entities/id';
import { instructorSchema, liveEventSchema, programSchema } from '../entities/program';

/**
 * The learner's home, served by the reference server (issue 14): dashboard, enrolments,
 * programs and instructors. Every sample value of spec 2 §9 is seed data behind these.
 */

/** The signed-in user's enrolment in a course; `progress` in percent. */
export const enrollmentSchema = z.object({
  courseId: urlSafeIdSchema,
  progress: z.number().check(z.gte(0), z.lte(100)),
  enrolledAt: isoDateTimeSchema,
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** `data` of POST /courses/:id/enrollment (idempotent: enrolling twice keeps the first). */
export const enrollResponseSchema = enrollmentSchema;

export const quoteSchema = z.object({
  text: z.string().check(z.minLength(1)),
  author: z.optional(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Hours spent learning: 7 days (Mon-Sun) by 7 hourly slots from 9 am to 3 pm (spec 2 §9). */
export const timeSpentSchema = z
  .array(z.array(z.number().check(z.nonnegative())).check(z.length(7)))
  .check(z.length(7));

/** The learner variant of GET /dashboard (every role but teacher, spec 2 §6). */
export const learnerDashboardSchema = z.object({
  variant: z.literal('learner'),
  /** The course of the hero; null leaves the hero out. */
  featuredCourseId: z.nullable(urlSafeIdSchema),
  /** Continue Learning's live event. */
  liveEvent: z.nullable(liveEventSchema),
  nextSteps: z.array(nextStepCardSchema),
  learningProgress: learningProgressSchema,
  timeSpent: timeSpentSchema,
  /** Ranked by points; the signed-in user's row carries `isCurrentUser`. */
  leaderboard: z.array(leaderboardUserSchema),
  quote: z.nullable(quoteSchema),
});
export type LearnerDashboard = z.infer<typeof learnerDashboardSchema>;

export const insightTones = ['increase', 'decrease', 'attention'] as const;

export const teacherInsightSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  description: z.string(),
  tone: z.optional(z.enum(insightTones)),
});
export type TeacherInsightData = z.infer<typeof teacherInsightSchema>;

export const savedDashboardSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string(),
  description: z.string(),
  updatedAt: isoDateTimeSchema,
});
export type SavedDashboard = z.infer<typeof savedDashboardSchema>;

/** The teacher variant of GET /dashboard: analytics header, insights, My dashboards. */
export const teacherDashboardSchema = z.object({
  variant: z.literal('teacher'),
  /** Daily active learners (22 points in the spec). */
  dailyActive: z.array(chartPointSchema),
  headline: z.number(),
  /** Percent. */
  trend: z.number(),
  insights: z.array(teacherInsightSchema),
  dashboards: z.array(savedDashboardSchema),
});
export type TeacherDashboardData = z.infer<typeof teacherDashboardSchema>;

/** `data` of GET /dashboard: the variant follows the signed-in role. */
export const dashboardSchema = z.discriminatedUnion('variant', [
  learnerDashboardSchema,
  teacherDashboardSchema,
]);
export type DashboardData = z.infer<typeof dashboardSchema>;

/** Fixed figures a program shows beside its stats (hero badges, details panel; spec 2 §2.5). */
export const programHighlightsSchema = z.object({
  liveEvents: z.number().check(z.int(), z.nonnegative()),
  hours: z.number().check(z.nonnegative()),
  days: z.number().check(z.int(), z.nonnegative()),
  liveSessions: z.number().check(z.int(), z.nonnegative()),
});
export type ProgramHighlights = z.infer<typeof programHighlightsSchema>;

/** `data` of GET /programs/:id. */
export const programDetailSchema = z.extend(programSchema, { highlights: programHighlightsSchema });
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/** One entry of GET /programs, with its live events (the tabbed learning page lists them). */
export const programSummarySchema = z.extend(
  z.pick(programSchema, {
    id: true,
    title: true,
    tagline: true,
    heroImage: true,
    stats: true,
    liveEvents: true,
  }),
  { startsAt: z.nullable(isoDateTimeSchema) },
);
export type ProgramSummary = z.infer<typeof programSummarySchema>;
export const programListSchema = z.array(programSummarySchema);

/** `data` of GET /instructors/:id; GET /instructors lists them all. */
export const instructorDetailSchema = instructorSchema;
export const instructorListSchema = z.array(instructorSchema);

export const PROGRAM_NOT_FOUND_MESSAGE = courseMessages.programNotFound;
export const TEACHER_NOT_FOUND_MESSAGE = courseMessages.teacherNotFound;
export const COURSE_NOT_FOUND_MESSAGE = courseMessages.courseNotFound;
