/** m:ss (spec 1 §9); minutes are not wrapped into hours. Negative, NaN or infinite → '0:00'. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds until the next midnight UTC; exactly at midnight the next one is a day away. */
export function msUntilNextMidnightUtc(now: Date | number): number {
  const time = typeof now === 'number' ? now : now.getTime();
  const sinceMidnight = ((time % DAY_MS) + DAY_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
}

/** The dashboard countdown toward the next midnight UTC (spec 2 §2.2), in whole units. */
export function countdownToMidnightUtc(now: Date | number): Countdown {
  const totalSeconds = Math.ceil(msUntilNextMidnightUtc(now) / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
