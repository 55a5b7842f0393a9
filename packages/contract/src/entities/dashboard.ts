import { z } from 'zod';
import { calendarEventTypes, priorities } from './calendar-names';
import { roleSchema } from './role';

/** Dashboard, calendar and analytics entities of spec 2 §3. */

export { calendarEventTypes, priorities } from './calendar-names';

export const calendarEventSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  type: z.enum(calendarEventTypes),
  priority: z.enum(priorities),
  location: z.string().optional(),
  instructor: z.string().optional(),
  attendees: z.array(z.string()).optional(),
  description: z.string().optional(),
  isOnline: z.boolean(),
  completed: z.boolean(),
  /** A semantic colour role name (e.g. 'primary'), never a raw colour. */
  color: z.string().optional(),
  courseId: z.string().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const nextStepTypes = ['Assignment', 'Live Session', 'Program Overview'] as const;

export const nextStepCardSchema = z.object({
  id: z.string().min(1),
  type: z.enum(nextStepTypes),
  title: z.string(),
  subtitle: z.string(),
  actionText: z.string(),
  dueDate: z.string().optional(),
  eventDate: z.string().optional(),
  instructor: z.object({ name: z.string(), title: z.string(), avatarUrl: z.string() }).optional(),
  downloadUrl: z.string().optional(),
  /** The card that opens the welcome video (fires `showWelcomeVideo`). */
  isWelcomeMessage: z.boolean().optional(),
  /** What the card's action opens, when it is a course or a program (not in the spec). */
  courseId: z.string().optional(),
  programId: z.string().optional(),
});
export type NextStepCard = z.infer<typeof nextStepCardSchema>;

export const leaderboardUserSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  avatar: z.string(),
  /** Percent. */
  progress: z.number().min(0).max(100),
  rank: z.number().int().positive(),
  points: z.number().int().nonnegative(),
  /** Days. */
  streak: z.number().int().nonnegative(),
  /** Set only on the signed-in user's row. */
  isCurrentUser: z.boolean().optional(),
  role: roleSchema.optional(),
  fullName: z.string().optional(),
});
export type LeaderboardUser = z.infer<typeof leaderboardUserSchema>;

export const kpiSchema = z.object({
  id: z.string().min(1),
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
  value: z.number().nonnegative(),
  /** A semantic chart colour role (e.g. 'chart-1'), never a raw colour. */
  color: z.string(),
});
export type DepartmentShare = z.infer<typeof departmentShareSchema>;

export const monthlyTrendSchema = z.object({
  /** Month as 'YYYY-MM'. */
  date: z.string().regex(/^\d{4}-\d{2}$/),
  students: z.number().int().nonnegative(),
  courses: z.number().int().nonnegative(),
  /** Percent. */
  completion: z.number().min(0).max(100),
});
export type MonthlyTrend = z.infer<typeof monthlyTrendSchema>;

/** One point of the daily active learners chart. */
export const chartPointSchema = z.object({ label: z.string(), value: z.number() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** The demo learning-progress ring. */
export const learningProgressSchema = z.object({
  percent: z.number().min(0).max(100),
  coursesCompleted: z.number().int().nonnegative(),
  coursesTotal: z.number().int().nonnegative(),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;
