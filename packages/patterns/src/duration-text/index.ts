export { DurationText } from './duration-text';
export type { Duration, DurationTextProps } from './duration-text';
