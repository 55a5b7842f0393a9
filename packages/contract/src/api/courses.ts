import * as z from 'zod/mini';
import { serverCourseSchema } from '../entities/course';
import { isoDateTimeSchema } from '../entities/id';
import { moduleSchema } from '../entities/lesson';
import { transcriptSchema } from '../entities/transcript';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter, isCleanText, isSingleLine } from './text';
import { inputMessages } from '../messages/input';

export const difficultyLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;

/**
 * A course as the server returns it: the spec 2 §3 shape plus its language code and the
 * signed-in user's enrolment (null when not enrolled).
 */
export const apiCourseSchema = z.extend(serverCourseSchema, {
  language: z.string(),
  enrollment: z._default(
    z.nullable(
      z.object({ progress: z.number().check(z.gte(0), z.lte(100)), enrolledAt: isoDateTimeSchema }),
    ),
    null,
  ),
});
export type ApiCourse = z.infer<typeof apiCourseSchema>;

/** `data` of GET /courses/:id: the course with its modules, lessons and their transcripts. */
export const courseDetailSchema = z.extend(apiCourseSchema, {
  modules: z.array(moduleSchema),
  transcripts: z.array(transcriptSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** `data` of GET /courses/all. */
export const courseListSchema = z.array(apiCourseSchema);

/** POST /courses: the course fields with the language as a code (spec 1 §3). */
export const createCourseRequestSchema = z.object({
  title: z
    .string({ error: inputMessages.required('Title') })
    .check(
      z.trim(),
      z.minLength(1, inputMessages.required('Title')),
      z.maxLength(200),
      z.refine(isSingleLine, inputMessages.controlCharacters('Title')),
    ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(10_000),
        z.refine(isCleanText, inputMessages.controlCharacters('Description')),
      ),
    '',
  ),
  category: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100),
        z.refine(isSingleLine, inputMessages.controlCharacters('Category')),
      ),
    'General',
  ),
  difficultyLevel: z._default(
    z.enum(difficultyLevels, {
      error: inputMessages.oneOf('difficultyLevel', difficultyLevels),
    }),
    'BEGINNER',
  ),
  estimatedDurationHours: z._default(z.number().check(z.nonnegative(), z.lte(10_000)), 0),
  language: z.string({ error: inputMessages.required('Language') }).check(
    z.trim(),
    z.minLength(1, inputMessages.required('Language')),
    z.maxLength(35),
    z.refine((code) => code === code.toLowerCase(), inputMessages.languageCode),
    z.refine(isSingleLine, inputMessages.controlCharacters('Language')),
  ),
  imageUrl: z._default(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(2_000),
          z.refine(isSingleLine, inputMessages.controlCharacters('Image URL')),
        ),
    ),
    null,
  ),
  isPublished: z._default(z.boolean(), false),
  /**
   * Offer the course to every university of the deployment (issue 32). Only an admin or
   * superuser may send true (area `course-sharing`); the course still belongs to its university.
   */
  isShared: z._default(z.boolean(), false),
  modules: z._default(
    z.array(moduleSchema).check(
      z.maxLength(200),
      // Lesson content is stored as jsonb: every string inside, quizzes included, is checked.
      z.superRefine((modules, context) => {
        const path = findControlCharacter(modules);
        if (path) context.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
      }),
    ),
    [],
  ),
});
export type CreateCourseRequest = z.input<typeof createCourseRequestSchema>;

/** Image MIME types POST /courses/:id/image accepts (no SVG: it can carry script). */
export const courseImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Largest course image, in bytes. */
export const COURSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
