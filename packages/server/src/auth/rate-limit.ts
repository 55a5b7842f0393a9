import { ApiError } from '../http/envelope';
import type { AppContext } from '../context';
import { clientLimitKey } from '../security/client-address';
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

/**
 * The limits of the calls that e-mail an address (forgot-password, resend-verification;
 * issue 37, item 5). Refused (429): past `emailPerIp` for the client, and past
 * `emailPerAccountAtIp` for this address from this client. The address-wide count
 * (`emailPerAccount`) never refuses, so strangers elsewhere cannot lock the owner out; past
 * it, only the first request of each (address, client) in the window sends an e-mail.
 * Returns whether this request may send its e-mail (the answer is the same either way).
 */
export function enforceEmailLimits(
  limiters: AppContext['limiters'],
  email: string,
  ip: string,
  what: string,
): boolean {
  const client = clientLimitKey(ip);
  const addressAtClient = `${email} ${client}`;
  enforceLimits(
    [
      [limiters.emailPerIp, client],
      [limiters.emailPerAccountAtIp, addressAtClient],
    ],
    what,
  );
  const pastAddressCap = limiters.emailPerAccount.hit(email) > 0;
  return !pastAddressCap || limiters.emailPerAccountAtIp.count(addressAtClient) <= 1;
}
