/** Durations in milliseconds unless named otherwise (spec 1 §4, §9; spec 2 §9). */

/** Lesson-player toasts (spec 1 §9). */
export const TOAST_DURATION_MS = 5000;
/** Share of the toast width a drag must cover to dismiss it. */
export const TOAST_DRAG_DISMISS_RATIO = 0.8;
/** Toasts of the dashboards and admin tools (spec 2 §8). */
export const SHELL_TOAST_DURATION_MS = 3000;

export const DASHBOARD_LOAD_DELAY_MS = 800;
export const RESIZE_DEBOUNCE_MS = 100;
export const SIDEBAR_COLLAPSE_DELAY_MS = 100;
export const SIDEBAR_COLLAPSE_DELAY_FROM_DROPDOWN_MS = 200;
export const INVITATION_COUNTDOWN_SECONDS = 10;
export const STUDY_TIMER_TICK_MS = 1000;
export const SCHEDULE_STATUS_TICK_MS = 1000;

/** Simulated work, as in the product (spec 2 §9, spec 1 §4). */
export const simulatedDelays = {
  urlSave: 1000,
  export: 2000,
  bulkOperation: 2000,
  sendMessage: 2000,
  universitySubmit: 2000,
  brandingSave: 1500,
  analyticsRefresh: 1500,
  calendarCreate: 1000,
  calendarUpdate: 800,
  calendarDelete: 500,
  /** Teacher, student and event sample loads: a random wait in this range. */
  sampleLoad: { min: 400, max: 1000 },
  copyConfirmation: 2000,
  /** 'AI is thinking...' in the desktop companion: a random wait in this range. */
  aiThinking: { min: 1000, max: 3000 },
  mobileAiThinking: 1500,
  readAloudReset: 3000,
} as const;
