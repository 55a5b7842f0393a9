export { CalendarToolbar, calendarViews, defaultCalendarToolbarTexts } from './calendar-toolbar';
export type {
  CalendarToolbarProps,
  CalendarToolbarTexts,
  CalendarViewName,
} from './calendar-toolbar';
export { CalendarSidebar, defaultCalendarSidebarTexts } from './calendar-sidebar';
export type {
  CalendarSidebarProps,
  CalendarSidebarTexts,
  CalendarTypeFilter,
} from './calendar-sidebar';
export { EventFormDialog, defaultEventFormDialogTexts } from './event-form-dialog';
export type { EventFormDialogProps, EventFormDialogTexts } from './event-form-dialog';
export { EventDetailsDialog, defaultEventDetailsDialogTexts } from './event-details-dialog';
export type { EventDetailsDialogProps, EventDetailsDialogTexts } from './event-details-dialog';
export { EventTypeBadge, PriorityBadge, ToneDot } from './event-badges';
export {
  calendarFormEventTypes,
  defaultToneForType,
  eventTone,
  eventTones,
  eventTypeLabel,
  isEventTone,
  priorityLabel,
  eventTypeLabelsFrom,
  priorityLabelsFrom,
} from './event-tone';
export { useEventLabels } from './use-event-labels';
export type { EventTone } from './event-tone';
export { formatEventRange, formatEventStart } from './event-format';
export type { EventFormatOptions } from './event-format';
export {
  eventInputFromValues,
  fromLocalInputValue,
  initialEventFormValues,
  loadEventInputSchema,
  nextFullHour,
  toLocalInputValue,
  validateEventForm,
} from './event-form-values';
export type {
  EventFormErrors,
  EventFormField,
  EventFormValues,
  EventInputSchema,
} from './event-form-values';
export { CalendarPage, defaultCalendarPageTexts } from './calendar-page';
export type { CalendarPageProps, CalendarPageTexts, CalendarPlace } from './calendar-page';
export { filterCalendarEvents, toGridEvent } from './calendar-filter';
