export {
  Countdown,
  countdownVariants,
  splitDuration,
  countdownAnnouncement,
  formatInTimeZone,
} from './countdown';
export type { CountdownProps, DurationParts } from './countdown';
export { ServerTimeContext, useNow } from './use-now';
