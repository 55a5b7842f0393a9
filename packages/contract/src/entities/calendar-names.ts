/** The calendar's event types and priorities (spec 2 §3). Kept free of zod, so a screen that only lists them does not load it. */
export const calendarEventTypes = [
  'class',
  'assignment',
  'exam',
  'meeting',
  'study-session',
  'deadline',
] as const;
export const priorities = ['high', 'medium', 'low'] as const;
