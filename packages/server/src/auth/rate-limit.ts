import { ApiError } from '../http/envelope';
import type { AttemptLimiter } from './attempt-limiter';

/** Counts one attempt against each limiter; answers 429 with a clear message if any is over. */
export function enforceLimits(checks: [AttemptLimiter, string][], what: string): void {
  let waitSeconds = 0;
  for (const [limiter, key] of checks) waitSeconds = Math.max(waitSeconds, limiter.hit(key));
  if (waitSeconds === 0) return;
  const minutes = Math.ceil(waitSeconds / 60);
  throw new ApiError(
    429,
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(waitSeconds) },
  );
}
