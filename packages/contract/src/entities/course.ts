import * as z from 'zod/mini';
import { isoDateTimeSchema, urlSafeIdSchema } from './id';
import { moduleSchema } from './lesson';

/** Levels shown to people. */
export const courseLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const courseLevelSchema = z.enum(courseLevels);
export type CourseLevel = z.infer<typeof courseLevelSchema>;

export const courseStatuses = ['published', 'draft'] as const;

/**
 * A course as the server sends it (spec 2 §3). `difficultyLevel` is free text:
 * BEGINNER and INTERMEDIATE are recognised, anything else is shown as Advanced.
 */
export const serverCourseSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string(),
  description: z.string(),
  createdByName: z.string(),
  estimatedDurationHours: z.number().check(z.nonnegative()),
  difficultyLevel: z.string(),
  category: z.string(),
  imageUrl: z.nullable(z.string()),
  isPublished: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ServerCourse = z.infer<typeof serverCourseSchema>;

/** The display course of spec 1 §3 (with the extra fields course pages read, spec 2 §3). */
export const courseSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  instructor: z.string(),
  /** Display text, e.g. '12 hours' (the spec's English, for other API users). */
  duration: z.string(),
  /** The length in hours when it is a number: pages say it in their language (patterns' DurationText). */
  durationHours: z.optional(z.number().check(z.nonnegative())),
  level: courseLevelSchema,
  category: z.string(),
  thumbnail: z.string(),
  artworkUrl: z.optional(z.string()),
  artworkUrlLarge: z.optional(z.string()),
  shortTagline: z.string(),
  isFeatured: z.boolean(),
  themes: z.array(z.string()),
  /** Percent 0-100. */
  progress: z.number().check(z.gte(0), z.lte(100)),
  enrolled: z.boolean(),
  rating: z.number().check(z.gte(0), z.lte(5)),
  studentsCount: z.number().check(z.int(), z.nonnegative()),
  enrollmentCount: z.optional(z.number().check(z.int(), z.nonnegative())),
  price: z.number().check(z.nonnegative()),
  tags: z.array(z.string()),
  status: z.enum(courseStatuses),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  modules: z.array(moduleSchema),
});
export type Course = z.infer<typeof courseSchema>;

/** A course without its modules, as lists and cards use it. */
export const courseSummarySchema = z.omit(courseSchema, { modules: true });
export type CourseSummary = z.infer<typeof courseSummarySchema>;
