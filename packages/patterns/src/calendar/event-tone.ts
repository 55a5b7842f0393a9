import type { CalendarEvent } from '@lp/contract';
import * as calendarMessages from '@lp/locales/en/calendar';
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

type CalendarMessages = typeof calendarMessages.default;

/** The types' visible names in a language (the compiled `calendar` namespace). */
export function eventTypeLabelsFrom(m: CalendarMessages): Record<EventType, string> {
  return {
    class: m.typeClass,
    assignment: m.typeAssignment,
    exam: m.typeExam,
    meeting: m.typeMeeting,
    'study-session': m.typeStudySession,
    deadline: m.typeDeadline,
  };
}

/** The priorities' visible names in a language. */
export function priorityLabelsFrom(m: CalendarMessages): Record<CalendarEvent['priority'], string> {
  return { high: m.priorityHigh, medium: m.priorityMedium, low: m.priorityLow };
}

const typeLabel = eventTypeLabelsFrom(calendarMessages.default);
const priorityName = priorityLabelsFrom(calendarMessages.default);

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

/** The visible name of an event type in English ('Study session'); in a tree, `useEventLabels`. */
export function eventTypeLabel(type: EventType): string {
  return typeLabel[type] ?? type;
}

/** The visible name of a priority in English ('High'); in a tree, `useEventLabels`. */
export function priorityLabel(priority: CalendarEvent['priority']): string {
  return priorityName[priority] ?? priority.charAt(0).toUpperCase() + priority.slice(1);
}
