/**
 * The course archive's manifest, `course.json` (issue 32 item 4; described field by field in
 * docs/course-archive.md). An archive is one zip: this manifest, a Markdown file per text lesson,
 * a WebVTT file per transcript and the course image. It carries what a teacher wrote, never
 * what learners did: no enrolments, no completion flags.
 */
import * as z from 'zod/mini';
import { urlSafeIdSchema } from '../entities/id';
import { lessonTypeSchema } from '../entities/lesson';
import { playerQuizSchema, simpleQuizSchema } from '../entities/quiz';
import { transcriptCategories, transcriptImportances } from '../entities/transcript';
import type { MessageCode } from '../messages/coded-messages';
import { apiCourseSchema, difficultyLevels } from './courses';
import {
  controlCharacterMessage,
  findControlCharacter,
  findMalformedText,
  malformedTextMessage,
} from './text';

export const COURSE_ARCHIVE_FORMAT = 'lp-course-archive';
export const COURSE_ARCHIVE_VERSION = 1;
/** The manifest's name inside the zip. */
export const COURSE_ARCHIVE_MANIFEST = 'course.json';

/** A path inside the archive: forward slashes, no `..`, no leading slash. */
const archivePathSchema = z
  .string()
  .check(
    z.regex(/^(?!.*(^|\/)\.\.(\/|$))[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, 'Not an archive path'),
  );

/** A transcript segment's fields beyond the cue's times, text and speaker. */
export const archiveSegmentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  confidence: z.number().check(z.gte(0), z.lte(1)),
  keywords: z.array(z.string()),
  importance: z.enum(transcriptImportances),
  category: z.enum(transcriptCategories),
});
export type ArchiveSegment = z.infer<typeof archiveSegmentSchema>;

/** One lesson: its body is in `file` (text), or inline in `content` (quiz, video address, others). */
export const archiveLessonSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string().check(z.minLength(1)),
  type: lessonTypeSchema,
  /** Text lessons: the Markdown file, `lessons/<module-no>-<lesson-no>-<lesson-id>.md`. */
  file: z.optional(archivePathSchema),
  /** Every other type: the quiz object, or the video, audio or other content reference. */
  content: z.optional(z.union([z.string(), simpleQuizSchema, playerQuizSchema])),
  duration: z.union([z.string(), z.number().check(z.nonnegative())]),
  description: z._default(z.string(), ''),
  thumbnail: z.optional(z.string()),
  summary: z._default(z.array(z.string()), []),
  reflectionQuestions: z._default(z.array(z.string()), []),
  aiReplies: z._default(z.record(z.string(), z.string()), {}),
  /** Video lessons with a transcript: `transcripts/<lesson-id>.vtt`. */
  transcript: z.optional(
    z.object({
      file: archivePathSchema,
      title: z._default(z.string(), ''),
      /**
       * What WebVTT has no place for, one entry per cue in the file's order. Left out, or of
       * another length than the file's cues (the file was edited), cues get plain defaults.
       */
      segments: z.optional(z.array(archiveSegmentSchema)),
    }),
  ),
});
export type ArchiveLesson = z.infer<typeof archiveLessonSchema>;

export const archiveModuleSchema = z.object({
  id: urlSafeIdSchema,
  title: z.string().check(z.minLength(1)),
  description: z._default(z.string(), ''),
  totalDuration: z._default(z.string(), ''),
  thumbnail: z.optional(z.string()),
  /** In the order learners take them. */
  lessons: z.array(archiveLessonSchema),
});
export type ArchiveModule = z.infer<typeof archiveModuleSchema>;

/**
 * `course.json`. No string of it may hold a control character other than tab and line breaks,
 * nor a lone surrogate: PostgreSQL cannot store NUL, and an import must answer 400 for such a
 * file, naming the field, never fail on the way in (the transcripts are stored as they are).
 */
export const courseArchiveManifestSchema = z
  .object({
    format: z.literal(COURSE_ARCHIVE_FORMAT),
    version: z.literal(COURSE_ARCHIVE_VERSION),
    /** When the archive was written (ISO 8601); informative only. */
    exportedAt: z.optional(z.string()),
    course: z.object({
      title: z.string().check(z.minLength(1)),
      description: z._default(z.string(), ''),
      category: z._default(z.string(), 'General'),
      difficultyLevel: z._default(z.enum(difficultyLevels), 'BEGINNER'),
      estimatedDurationHours: z._default(z.number().check(z.nonnegative()), 0),
      language: z.string().check(z.minLength(1)),
      /** The course image, `assets/cover.<png|jpg|webp|gif>`, or null without one. */
      image: z._default(z.nullable(archivePathSchema), null),
    }),
    /** In the order learners take them. */
    modules: z.array(archiveModuleSchema),
  })
  .check(
    z.superRefine((manifest, context) => {
      const control = findControlCharacter(manifest);
      if (control)
        context.addIssue({
          code: 'custom',
          message: controlCharacterMessage(control.join('.')),
          path: control,
        });
      const malformed = findMalformedText(manifest);
      if (malformed)
        context.addIssue({
          code: 'custom',
          message: malformedTextMessage(malformed.join('.')),
          path: malformed,
        });
    }),
  );
export type CourseArchiveManifest = z.infer<typeof courseArchiveManifestSchema>;

/**
 * A text's message code (issue 34) as an answer carries it: `<namespace>.<key>` and the values
 * of a message with arguments, as the envelope's `code` and `values` are.
 */
const messageCodeSchema: z.ZodMiniType<MessageCode> = z.object({
  code: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/**
 * One thing an import did not bring in, and why (issue 32: nothing is dropped silently). `kind`
 * and `reason` are English; their codes (messages of `api-course-import`) let a client show them
 * in its language. Reports written before the codes have none: a client shows the text then.
 */
export const importSkippedItemSchema = z.object({
  /** The item's title as the source named it, or as the importer wrote it ('Untitled item'). */
  title: z.string(),
  /** Only where the importer wrote the title ('Check, question 2'): its code. */
  titleCode: z.optional(messageCodeSchema),
  /** What it was, in words: 'Discussion topic', 'LTI link', 'Essay question'... */
  kind: z.string(),
  /** The kind's code; absent where the kind is the source's own name for it (a resource type). */
  kindCode: z.optional(messageCodeSchema),
  /** Why it was not imported, in a sentence a teacher can act on. */
  reason: z.string(),
  /** The reason's code, with its values (a file's path, a count of images, a frame's host). */
  reasonCode: z.optional(messageCodeSchema),
});
export type ImportSkippedItem = z.infer<typeof importSkippedItemSchema>;

/** What an import did: the lessons it created, and everything it did not import, in order. */
export const importReportSchema = z.object({
  imported: z.number().check(z.int(), z.nonnegative()),
  skipped: z.array(importSkippedItemSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Which format an uploaded course file was. */
export const courseImportSources = ['course-archive', 'common-cartridge'] as const;

/** `data` of POST /courses/import (201): the new draft course, the file's format and the report. */
export const courseImportResponseSchema = z.object({
  course: apiCourseSchema,
  source: z.enum(courseImportSources),
  report: importReportSchema,
});
export type CourseImportResponse = z.infer<typeof courseImportResponseSchema>;
