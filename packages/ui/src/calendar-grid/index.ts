export { MonthGrid } from './month-grid';
export { TimeGrid } from './time-grid';
export { calendarEventChipVariants } from './event-chip';
export {
  weekDays,
  monthWeeks,
  visibleDays,
  hourRows,
  hourRowOf,
  eventsOnDay,
  startsOnDay,
  eventHourRow,
  eventsInHourCell,
  eventsByHourRow,
  firstEventHourRow,
  splitByLimit,
  moveFocusedDate,
  moveHourRow,
} from './calendar-dates';
export type { CalendarNavKey } from './calendar-dates';
export {
  calendarRangeLabel,
  calendarFormatters,
  defaultCalendarGridLabels,
} from './calendar-format';
export type { CalendarFormatters } from './calendar-format';
export { calendarEventTones } from './types';
export type {
  CalendarView,
  CalendarEventTone,
  CalendarGridEvent,
  CalendarGridLabels,
  MonthGridProps,
  TimeGridProps,
} from './types';
