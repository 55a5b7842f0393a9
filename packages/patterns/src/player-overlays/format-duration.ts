import { formatTime } from '@lp/contract';

/** Seconds as m:ss under an hour (the spec's time format), h:mm:ss from an hour up. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 3600) return formatTime(seconds);
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const rest = formatTime(whole % 3600);
  return `${hours}:${rest.padStart(5, '0')}`;
}
