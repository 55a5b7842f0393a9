import type { CalendarEvent } from '@lp/contract';
import { calendarEventTones, type CalendarEventTone } from '@lp/ui';

/**
 * The colour roles an event may be drawn in: the grid's tones. They are theme roles, never raw
 * colours, so every brand keeps its contrast.
 */
export const eventTones = calendarEventTones;
export type EventTone = CalendarEventTone;

type EventType = CalendarEvent['type'];

/** The five types the calendar offers (spec 2 §3, §9); 'deadline' only comes from older samples. */
export const calendarFormEventTypes = [
  'class',
  'assignment',
  'exam',
  'meeting',
  'study-session',
] as const satisfies readonly EventType[];

const typeTone: Record<EventType, EventTone> = {
  class: 'primary',
  assignment: 'warning',
  exam: 'danger',
  meeting: 'info',
  'study-session': 'success',
  // A deadline is as pressing as an exam.
  deadline: 'danger',
};

const typeLabel: Record<EventType, string> = {
  class: 'Class',
  assignment: 'Assignment',
  exam: 'Exam',
  meeting: 'Meeting',
  'study-session': 'Study session',
  deadline: 'Deadline',
};

export function isEventTone(value: unknown): value is EventTone {
  return typeof value === 'string' && (eventTones as readonly string[]).includes(value);
}

/** The tone a new event of this type gets before anyone picks a colour. */
export function defaultToneForType(type: EventType): EventTone {
  return typeTone[type] ?? 'neutral';
}

/** How an event is drawn: its own colour when that is a theme role, else its type's tone. */
export function eventTone(event: Pick<CalendarEvent, 'type' | 'color'>): EventTone {
  return isEventTone(event.color) ? event.color : defaultToneForType(event.type);
}

/** The visible name of an event type ('Study session'). */
export function eventTypeLabel(type: EventType): string {
  return typeLabel[type] ?? type;
}

/** The visible name of a priority ('High'). */
export function priorityLabel(priority: CalendarEvent['priority']): string {
  return priority.charAt(0).toUpperCase() + priority.slice(1);
}
