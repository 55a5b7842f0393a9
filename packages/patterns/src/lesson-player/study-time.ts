import { formatTime } from '@lp/contract';

const HOUR = 3600;

/**
 * The study session timer's text: m:ss (spec 1 §9) under an hour, h:mm:ss from an hour on,
 * so a long session does not read '75:00'.
 */
export function formatStudyTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < HOUR) return formatTime(seconds);
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / HOUR);
  return `${hours}:${formatTime(whole % HOUR).padStart(5, '0')}`;
}
