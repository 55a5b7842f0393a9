import * as z from 'zod/mini';
import { isoDateTimeSchema, urlSafeIdSchema } from './id';

/** Event-program entities of spec 2 §3. */

export const instructorSchema = z.object({
  id: urlSafeIdSchema,
  name: z.string().check(z.minLength(1)),
  title: z.string(),
  bio: z.string(),
  avatar: z.string(),
  studentsCount: z.number().check(z.int(), z.nonnegative()),
  coursesCount: z.number().check(z.int(), z.nonnegative()),
  rating: z.number().check(z.gte(0), z.lte(5)),
  expertise: z.array(z.string()),
  totalHours: z.number().check(z.nonnegative()),
  yearsExperience: z.number().check(z.int(), z.nonnegative()),
  university: z.string(),
  /** Ids of the instructor's courses. */
  courses: z.array(z.string()),
});
export type Instructor = z.infer<typeof instructorSchema>;

export const liveEventSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(['event', 'live-event']),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  /** Display text, e.g. '2 hours' (English, for other API users). */
  duration: z.string(),
  /** The length in hours when it is a number: pages say it in their language. */
  durationHours: z.optional(z.number().check(z.nonnegative())),
  /** Display date, e.g. 'July 17, 2025' (English, for other API users). */
  date: z.string(),
  /** Display time, e.g. '5:00 PM CT' (English, for other API users). */
  time: z.string(),
  /** When it starts, exact with its offset: pages write date and time in their language. */
  startsAt: z.optional(isoDateTimeSchema),
  /** The event's own time zone (IANA, e.g. 'America/Chicago'): its time is told in it. */
  timeZone: z.optional(z.string()),
  instructor: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** One item of the event schedule; `datetime` is exact with its offset, the rest is display text. */
export const scheduleItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  day: z.string(),
  date: z.string(),
  time: z.string(),
  title: z.string(),
  datetime: isoDateTimeSchema,
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const programSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string().check(z.minLength(1)),
  tagline: z.string(),
  longDescription: z.string(),
  heroImage: z.string(),
  stats: z.object({
    courseCount: z.number().check(z.int(), z.nonnegative()),
    eventCount: z.number().check(z.int(), z.nonnegative()),
    totalDurationHours: z.number().check(z.nonnegative()),
  }),
  instructors: z.array(instructorSchema),
  /** Ids of the program's courses. */
  courses: z.array(z.string()),
  liveEvents: z.array(liveEventSchema),
  schedule: z.array(scheduleItemSchema),
});
export type Program = z.infer<typeof programSchema>;
