import * as z from 'zod/mini';

/** Ids that appear in routes (`/course/{courseId}/lesson/{lessonId}`) must be usable as-is in a URL. */
export const urlSafeIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]+$/, 'Use only letters, digits, "-" and "_"'));

/** An ISO 8601 date-time with `Z` or an offset, as the server and the samples write it. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
