import type { CalendarEvent } from '@lp/contract';
import type { CalendarEventInput, calendarEventInputSchema } from '@lp/contract/api';
import { defaultToneForType, eventTone, type EventTone } from './event-tone';

// The event form's state is the text the user typed; these pure helpers turn it into the API's
// input and back, so the conversions are tested without rendering the dialog.

/** What the form holds: strings as typed (dates as `datetime-local` values), plus the toggles. */
export interface EventFormValues {
  title: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's zone, as `<input type="datetime-local">` reads it. */
  start: string;
  end: string;
  type: CalendarEvent['type'];
  priority: CalendarEvent['priority'];
  location: string;
  instructor: string;
  /** Comma-separated names. */
  attendees: string;
  description: string;
  isOnline: boolean;
  completed: boolean;
  color: EventTone;
}
export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

const HOUR_MS = 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value in the browser's zone; '' when it is not a date. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A `datetime-local` value (local time) as an ISO date-time in UTC; '' when empty or invalid. */
export function fromLocalInputValue(value: string): string {
  // A date-time without an offset is local time (ECMA-262 Date.parse), which is what the input means.
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

/** The next full hour after `now` (10:00 at 9:00 sharp or 9:20). */
export function nextFullHour(now: Date): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

/** The form's first values: the event's (edit), or an hour from `initialStart` (add). */
export function initialEventFormValues({
  event,
  initialStart,
  now = new Date(),
}: {
  event?: CalendarEvent;
  initialStart?: Date;
  now?: Date;
}): EventFormValues {
  if (event) {
    return {
      title: event.title,
      start: toLocalInputValue(event.startTime),
      end: toLocalInputValue(event.endTime),
      type: event.type,
      priority: event.priority,
      location: event.location ?? '',
      instructor: event.instructor ?? '',
      attendees: (event.attendees ?? []).join(', '),
      description: event.description ?? '',
      isOnline: event.isOnline,
      completed: event.completed,
      color: eventTone(event),
    };
  }
  const start = initialStart ?? nextFullHour(now);
  return {
    title: '',
    start: toLocalInputValue(start.toISOString()),
    end: toLocalInputValue(new Date(start.getTime() + HOUR_MS).toISOString()),
    type: 'class',
    priority: 'medium',
    location: '',
    instructor: '',
    attendees: '',
    description: '',
    isOnline: false,
    completed: false,
    color: defaultToneForType('class'),
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** The API's input from the form: empty optional fields left out, attendees split on commas. */
export function eventInputFromValues(
  values: EventFormValues,
  event?: CalendarEvent,
): CalendarEventInput {
  const attendees = values.attendees
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    title: values.title,
    startTime: fromLocalInputValue(values.start),
    endTime: fromLocalInputValue(values.end),
    type: values.type,
    priority: values.priority,
    location: optional(values.location),
    instructor: optional(values.instructor),
    attendees: attendees.length > 0 ? attendees : undefined,
    description: optional(values.description),
    isOnline: values.isOnline,
    completed: values.completed,
    color: values.color,
    // Not editable here, but a PUT replaces the event, so an edit keeps its course.
    courseId: event?.courseId,
  };
}

/** The form's fields in screen order: the first one with an error takes the focus. */
export const eventFormFieldOrder: readonly EventFormField[] = [
  'title',
  'start',
  'end',
  'type',
  'priority',
  'location',
  'instructor',
  'attendees',
  'description',
  'isOnline',
  'completed',
  'color',
];

const fieldOfInputKey: Partial<Record<keyof CalendarEventInput, EventFormField>> = {
  startTime: 'start',
  endTime: 'end',
};

export interface EventFormValidation {
  /** The input to send, trimmed by the schema; null when a field is invalid. */
  input: CalendarEventInput | null;
  /** One message per invalid field: the schema's own, which the server sends too. */
  errors: EventFormErrors;
}

/** The API's event schema, as the form uses it. */
export type EventInputSchema = Pick<typeof calendarEventInputSchema, 'safeParse'>;

let schemaLoad: Promise<EventInputSchema> | undefined;
/**
 * The API's schema, loaded on first use: zod stays out of the calendar page's first chunk
 * (decision 0006). The form starts the load when it opens, so a submit seldom waits for it.
 */
export function loadEventInputSchema(): Promise<EventInputSchema> {
  schemaLoad ??= import('@lp/contract/api').then((api) => api.calendarEventInputSchema);
  // A failed load (offline) is tried again next time rather than remembered.
  schemaLoad.catch(() => (schemaLoad = undefined));
  return schemaLoad;
}

/**
 * Checks the form with the API's own schema (the server validates the same), so the messages
 * by the fields are the ones the server would give. A missing or unreadable date gets
 * `missingDate` instead of the schema's 'Invalid ISO datetime', which means nothing to a user.
 */
export function validateEventForm(
  schema: EventInputSchema,
  values: EventFormValues,
  event: CalendarEvent | undefined,
  missingDate: { start: string; end: string },
): EventFormValidation {
  const result = schema.safeParse(eventInputFromValues(values, event));
  if (result.success) return { input: result.data, errors: {} };
  const errors: EventFormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CalendarEventInput | undefined;
    if (key === undefined) continue;
    const field = fieldOfInputKey[key] ?? (key as EventFormField);
    // courseId is not on the form; the first message of a field is enough.
    if (!eventFormFieldOrder.includes(field) || errors[field]) continue;
    const unreadableDate =
      (field === 'start' || field === 'end') && fromLocalInputValue(values[field]) === '';
    errors[field] = unreadableDate ? missingDate[field as 'start' | 'end'] : issue.message;
  }
  return { input: null, errors };
}

/** The first field, in screen order, that has an error. */
export function firstInvalidField(errors: EventFormErrors): EventFormField | undefined {
  return eventFormFieldOrder.find((field) => errors[field]);
}
