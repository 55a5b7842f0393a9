import * as z from 'zod/mini';
import { courseMessages } from '../messages/courses';
import { isoDateTimeSchema, urlSafeIdSchema } from '../entities/id';
import { transcriptSchema } from '../entities/transcript';
import { courseDetailSchema, createCourseRequestSchema } from './courses';
import { inputMessages } from '../messages/input';

/**
 * The course builder's side of the API (issue 32): a teacher edits their own courses, an admin,
 * university admin or superuser every course of their university. The builder saves the whole
 * course each time (a course is a few kB), with the version it last read: a save over a newer
 * version answers 409 with COURSE_VERSION_CONFLICT_MESSAGE and changes nothing, so two editors
 * never overwrite each other unseen.
 */

export const COURSE_VERSION_CONFLICT_MESSAGE = courseMessages.versionConflict;
export const COURSE_EDIT_FORBIDDEN_MESSAGE = courseMessages.editForbidden;
export const COURSE_SHARING_FORBIDDEN_MESSAGE = courseMessages.sharingForbidden;
/** A video lesson's address: a YouTube or Vimeo page or embed link (the live page's rule). */
export const videoLessonAddressMessage = (lessonTitle: string) =>
  courseMessages.videoLessonAddress({ lessonTitle });
export const TRANSCRIPT_NOT_OF_COURSE_MESSAGE = courseMessages.transcriptNotOfCourse;

const versionSchema = z
  .number({ error: inputMessages.required('version') })
  .check(z.int(), z.gte(1));

/** PUT /courses/:id: the whole course as the builder holds it, and the version it last read. */
export const saveCourseRequestSchema = z.extend(createCourseRequestSchema, {
  version: versionSchema,
  /** Left out: the course stays as shared as it was (only admin and superuser may change it). */
  isShared: z.optional(z.boolean()),
});
export type SaveCourseRequest = z.input<typeof saveCourseRequestSchema>;

/**
 * `data` of GET /courses/:id/authoring and of a save: the course as stored (no one's own
 * completions on top, unlike GET /courses/:id), with its version and whether it is shared.
 */
export const authoredCourseSchema = z.extend(courseDetailSchema, {
  version: versionSchema,
  isShared: z.boolean(),
});
export type AuthoredCourse = z.infer<typeof authoredCourseSchema>;

/** One row of GET /courses/authoring: the courses the signed-in person may edit. */
export const authoredCourseSummarySchema = z.object({
  id: urlSafeIdSchema,
  title: z.string(),
  isPublished: z.boolean(),
  isShared: z.boolean(),
  createdByName: z.string(),
  lessonCount: z.number().check(z.int(), z.nonnegative()),
  version: versionSchema,
  updatedAt: isoDateTimeSchema,
});
export type AuthoredCourseSummary = z.infer<typeof authoredCourseSummarySchema>;
/** `data` of GET /courses/authoring, most recently changed first. */
export const authoredCourseListSchema = z.array(authoredCourseSummarySchema);

/**
 * `data` of POST /courses/:id/transcripts (a WebVTT file as the body, `text/vtt`): the stored
 * transcript; the builder puts its id into the video lesson's `transcriptId` and saves.
 */
export const uploadedTranscriptSchema = transcriptSchema;
