/** Dashboard, calendar and analytics constants of spec 2 §2.2, §2.3 and §9. */

/** Daily active learners chart. */
export const dailyActiveChart = {
  points: 22,
  min: 1200,
  max: 3800,
  headline: 3247,
  trend: '+18.3%',
  hoverRadius: 15,
  tooltipDivisor: 38,
} as const;

/** Time Spent Learning heatmap: 7 days by 7 hourly slots from 9 am to 3 pm. */
export const HEATMAP_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const HEATMAP_HOURS = [9, 10, 11, 12, 13, 14, 15] as const;
export const HEATMAP_LEVELS = ['Under 1 hr', '1 to 2 hrs', '2+ hrs'] as const;

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
/** Enrollment trend bars are scaled to this many students. */
export const TREND_BAR_SCALE = 15000;

export const CAROUSEL_MAX_ITEMS = 8;
/** The next-step arrows appear only with more cards than this. */
export const NEXT_STEPS_ARROWS_MIN_CARDS = 3;
export const UPCOMING_EVENTS_LIMIT = 5;
export const UPCOMING_EVENTS_DAYS = 7;
export const MONTH_CELL_EVENT_LIMIT = 3;
export const MONTH_CELL_EVENT_LIMIT_MOBILE = 2;
export const WEEK_CELL_EVENT_LIMIT = 2;

export const ANALYTICS_SEARCH_SUGGESTIONS = [
  'learner engagement table',
  'course completion analytics',
  'certification progress tracking',
  'AI learning path optimization',
] as const;

/** Placeholder figures in the curriculum listing footer (spec 2 §2.6). */
export const CURRICULUM_FOOTER_PLACEHOLDERS = { hours: '40h', completion: '87%' } as const;
