export {
  Countdown,
  countdownVariants,
  splitDuration,
  countdownAnnouncement,
  formatInTimeZone,
} from './countdown';
export type { CountdownProps, DurationParts } from './countdown';
export { useNow } from './use-now';
