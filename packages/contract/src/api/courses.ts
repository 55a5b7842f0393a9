import { z } from 'zod';
import { serverCourseSchema } from '../entities/course';
import { isoDateTimeSchema } from '../entities/id';
import { moduleSchema } from '../entities/lesson';
import { transcriptSchema } from '../entities/transcript';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter, isCleanText, isSingleLine } from './text';

export const difficultyLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

/**
 * A course as the server returns it: the spec 2 §3 shape plus its language code and the
 * signed-in user's enrolment (null when not enrolled).
 */
export const apiCourseSchema = serverCourseSchema.extend({
  language: z.string(),
  enrollment: z
    .object({ progress: z.number().min(0).max(100), enrolledAt: isoDateTimeSchema })
    .nullable()
    .default(null),
});
export type ApiCourse = z.infer<typeof apiCourseSchema>;

/** `data` of GET /courses/:id: the course with its modules, lessons and their transcripts. */
export const courseDetailSchema = apiCourseSchema.extend({
  modules: z.array(moduleSchema),
  transcripts: z.array(transcriptSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** `data` of GET /courses/all. */
export const courseListSchema = z.array(apiCourseSchema);

/** POST /courses: the course fields with the language as a code (spec 1 §3). */
export const createCourseRequestSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200)
    .refine(isSingleLine, 'Title must not contain control characters'),
  description: z
    .string()
    .trim()
    .max(10_000)
    .refine(isCleanText, 'Description must not contain control characters')
    .default(''),
  category: z
    .string()
    .trim()
    .max(100)
    .refine(isSingleLine, 'Category must not contain control characters')
    .default('General'),
  difficultyLevel: z
    .enum(difficultyLevels, {
      error: `difficultyLevel must be one of ${difficultyLevels.join(', ')}`,
    })
    .default('BEGINNER'),
  estimatedDurationHours: z.number().nonnegative().max(10_000).default(0),
  language: z
    .string({ error: 'Language is required' })
    .trim()
    .min(1, 'Language is required')
    .max(35)
    .refine((code) => code === code.toLowerCase(), 'Language must be a lower-case code such as en')
    .refine(isSingleLine, 'Language must not contain control characters'),
  imageUrl: z
    .string()
    .trim()
    .max(2_000)
    .refine(isSingleLine, 'Image URL must not contain control characters')
    .nullable()
    .default(null),
  isPublished: z.boolean().default(false),
  modules: z
    .array(moduleSchema)
    .max(200)
    // Lesson content is stored as jsonb: every string inside, quizzes included, is checked.
    .superRefine((modules, context) => {
      const path = findControlCharacter(modules);
      if (path) context.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
    })
    .default([]),
});
export type CreateCourseRequest = z.input<typeof createCourseRequestSchema>;

/** Image MIME types POST /courses/:id/image accepts (no SVG: it can carry script). */
export const courseImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Largest course image, in bytes. */
export const COURSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
