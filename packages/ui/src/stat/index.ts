export { Stat, statTrend, formatChange } from './stat';
export type { StatProps, StatTrend } from './stat';
