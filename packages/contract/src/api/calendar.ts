import * as z from 'zod/mini';
import { calendarEventSchema, calendarEventTypes, priorities } from '../entities/dashboard';
import { storableDateTimeSchema } from '../entities/id';
import { isCleanText, isSingleLine } from './text';
import { inputMessages } from '../messages/input';

/**
 * The signed-in user's calendar (issue 15): events are theirs alone, stored by the server.
 * Spec 2 §3 gives the fields; the limits are ours.
 */

const line = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, inputMessages.tooLong(label, max)),
      z.refine(isSingleLine, inputMessages.controlCharacters(label)),
    );

/** Body of POST /calendar/events and PUT /calendar/events/:id. */
export const calendarEventInputSchema = z
  .object({
    title: z.pipe(
      line('Title', 200),
      z.string().check(z.minLength(1, inputMessages.required('Title'))),
    ),
    startTime: storableDateTimeSchema,
    endTime: storableDateTimeSchema,
    type: z.enum(calendarEventTypes, {
      error: inputMessages.oneOf('type', calendarEventTypes),
    }),
    priority: z.enum(priorities, { error: inputMessages.oneOf('priority', priorities) }),
    location: z.optional(line('Location', 200)),
    instructor: z.optional(line('Instructor', 200)),
    attendees: z.optional(
      z.array(line('Attendee', 200)).check(z.maxLength(100, inputMessages.tooManyAttendees(100))),
    ),
    description: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(5_000, inputMessages.tooLong('Description', 5000)),
          z.refine(isCleanText, inputMessages.controlCharacters('Description')),
        ),
    ),
    isOnline: z._default(z.boolean(), false),
    completed: z._default(z.boolean(), false),
    /** A semantic colour role name (e.g. 'primary'), never a raw colour. */
    color: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, inputMessages.colorRole))),
    courseId: z.optional(z.string().check(z.maxLength(100))),
  })
  .check(
    z.refine((event) => Date.parse(event.endTime) > Date.parse(event.startTime), {
      message: inputMessages.endAfterStart,
      path: ['endTime'],
    }),
  );
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

/** Query of GET /calendar/events: the range, at most a year and a bit (a month view's grid). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
export const calendarRangeQuerySchema = z
  .object({ from: storableDateTimeSchema, to: storableDateTimeSchema })
  .check(
    z.refine((range) => Date.parse(range.to) > Date.parse(range.from), {
      message: inputMessages.toAfterFrom,
      path: ['to'],
    }),
    z.refine(
      (range) =>
        Date.parse(range.to) - Date.parse(range.from) <= CALENDAR_RANGE_MAX_DAYS * 86_400_000,
      { message: inputMessages.rangeTooLong(CALENDAR_RANGE_MAX_DAYS), path: ['to'] },
    ),
  );

/** `data` of GET /calendar/events (events overlapping the range, by start). */
export const calendarEventListSchema = z.array(calendarEventSchema);
/** `data` of POST and PUT. */
export const calendarEventResponseSchema = calendarEventSchema;

/** `data` of DELETE /calendar/events/:id. */
export const deletedEventSchema = z.object({ id: z.string().check(z.minLength(1)) });
