import { ApiError } from '../http/envelope';
import type { AttemptLimiter } from './attempt-limiter';

export function tooMany(waitSeconds: number, what: string): ApiError {
  const minutes = Math.ceil(waitSeconds / 60);
  return new ApiError(
    429,
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { 'retry-after': String(waitSeconds) },
  );
}

/**
 * Counts one attempt against each limiter, in order (the per-IP one first); answers 429
 * with a clear message at the first one over its limit. The limiters after it count
 * nothing: once an address is refused, its requests add no keys (memory stays bounded).
 */
export function enforceLimits(checks: [AttemptLimiter, string][], what: string): void {
  for (const [limiter, key] of checks) {
    const waitSeconds = limiter.hit(key);
    if (waitSeconds > 0) throw tooMany(waitSeconds, what);
  }
}
