import * as z from 'zod/mini';
import { commonMessages } from '../messages/common';
import { inputMessages } from '../messages/input';

/** Ids that appear in routes (`/course/{courseId}/lesson/{lessonId}`) must be usable as-is in a URL. */
export const urlSafeIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]+$/, inputMessages.urlSafeId));

/** An ISO 8601 date-time with `Z` or an offset, as the server and the samples write it. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** The instants a date-time the API stores may name: years 0001 to 9999, in UTC. */
const STORABLE_FROM = Date.parse('0001-01-01T00:00:00.000Z');
const STORABLE_UNTIL = Date.parse('9999-12-31T23:59:59.999Z');
export const DATE_TIME_RANGE_MESSAGE = commonMessages.dateTimeRange;

/**
 * A date-time the server stores or compares in PostgreSQL (issue 37, item 4). ISO 8601 allows
 * year 0000 and an offset can push 9999 into year 10000; PostgreSQL has no year 0 and reads no
 * five-digit year as JavaScript writes it, so either gave a 500. The message starts with
 * "Invalid", so the server names the field before it (`from: Invalid date-time: …`).
 */
export const storableDateTimeSchema = isoDateTimeSchema.check(
  z.refine((value) => {
    const instant = Date.parse(value);
    return instant >= STORABLE_FROM && instant <= STORABLE_UNTIL;
  }, DATE_TIME_RANGE_MESSAGE),
);
