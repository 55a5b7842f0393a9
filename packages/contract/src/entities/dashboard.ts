import * as z from 'zod/mini';
import { calendarEventTypes, priorities } from './calendar-names';
import { roleSchema } from './role';

/** Dashboard, calendar and analytics entities of spec 2 §3. */

export { calendarEventTypes, priorities } from './calendar-names';

export const calendarEventSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  type: z.enum(calendarEventTypes),
  priority: z.enum(priorities),
  location: z.optional(z.string()),
  instructor: z.optional(z.string()),
  attendees: z.optional(z.array(z.string())),
  description: z.optional(z.string()),
  isOnline: z.boolean(),
  completed: z.boolean(),
  /** A semantic colour role name (e.g. 'primary'), never a raw colour. */
  color: z.optional(z.string()),
  courseId: z.optional(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const nextStepTypes = ['Assignment', 'Live Session', 'Program Overview'] as const;

export const nextStepCardSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(nextStepTypes),
  title: z.string(),
  subtitle: z.string(),
  actionText: z.string(),
  dueDate: z.optional(z.string()),
  eventDate: z.optional(z.string()),
  instructor: z.optional(z.object({ name: z.string(), title: z.string(), avatarUrl: z.string() })),
  downloadUrl: z.optional(z.string()),
  /** The card that opens the welcome video (fires `showWelcomeVideo`). */
  isWelcomeMessage: z.optional(z.boolean()),
  /** What the card's action opens, when it is a course or a program (not in the spec). */
  courseId: z.optional(z.string()),
  programId: z.optional(z.string()),
});
export type NextStepCard = z.infer<typeof nextStepCardSchema>;

export const leaderboardUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  avatar: z.string(),
  /** Percent. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  rank: z.number().check(z.int(), z.positive()),
  points: z.number().check(z.int(), z.nonnegative()),
  /** Days. */
  streak: z.number().check(z.int(), z.nonnegative()),
  /** Set only on the signed-in user's row. */
  isCurrentUser: z.optional(z.boolean()),
  role: z.optional(roleSchema),
  fullName: z.optional(z.string()),
});
export type LeaderboardUser = z.infer<typeof leaderboardUserSchema>;

export const kpiSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  /** Display value, e.g. '12,456' or '87%'. */
  value: z.string(),
  /** Percent. */
  change: z.number(),
  changeType: z.enum(['increase', 'decrease']),
  description: z.string(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const departmentShareSchema = z.object({
  name: z.string(),
  value: z.number().check(z.nonnegative()),
  /** A semantic chart colour role (e.g. 'chart-1'), never a raw colour. */
  color: z.string(),
});
export type DepartmentShare = z.infer<typeof departmentShareSchema>;

export const monthlyTrendSchema = z.object({
  /** Month as 'YYYY-MM'. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  students: z.number().check(z.int(), z.nonnegative()),
  courses: z.number().check(z.int(), z.nonnegative()),
  /** Percent. */
  completion: z.number().check(z.gte(0), z.lte(100)),
});
export type MonthlyTrend = z.infer<typeof monthlyTrendSchema>;

/** One point of the daily active learners chart. */
export const chartPointSchema = z.object({ label: z.string(), value: z.number() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** The demo learning-progress ring. */
export const learningProgressSchema = z.object({
  percent: z.number().check(z.gte(0), z.lte(100)),
  coursesCompleted: z.number().check(z.int(), z.nonnegative()),
  coursesTotal: z.number().check(z.int(), z.nonnegative()),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;
