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
 * Each count decides in the same atomic step, so a burst cannot pass a check all at once.
 */
export async function enforceLimits(checks: [AttemptLimiter, string][], what: string) {
  for (const [limiter, key] of checks) {
    const waitSeconds = await limiter.hit(key);
    if (waitSeconds > 0) throw tooMany(waitSeconds, what);
  }
}

/**
 * Counts one password attempt (sign-in, or a password asked again) against each limiter and
 * refuses with 429 when any is over its limit. Counting first and deciding on the count, in
 * one atomic step per limiter, is what keeps parallel attempts (on one process or several)
 * within the limit. A refused attempt gives back the counts it took within the limits; the
 * limiter it is over stays at its cap (a count past the limit does not grow).
 */
export async function countPasswordAttempt(
  checks: [AttemptLimiter, string][],
  what: string,
): Promise<void> {
  const waits: number[] = [];
  for (const [limiter, key] of checks) waits.push(await limiter.hit(key));
  const waitSeconds = Math.max(...waits);
  if (waitSeconds === 0) return;
  for (const [index, [limiter, key]] of checks.entries()) {
    if (waits[index] === 0) await limiter.forgive(key);
  }
  throw tooMany(waitSeconds, what);
}

/**
 * The limits of the calls that e-mail an address (forgot-password, resend-verification;
 * issue 37, item 5). Refused (429): past `emailPerIp` for the client, and past
 * `emailPerAccountAtIp` for this address from this client. The address-wide count
 * (`emailPerAccount`) never refuses, so strangers elsewhere cannot lock the owner out; past
 * it, only the first request of each (address, client) in the window sends an e-mail.
 * Returns whether this request may send its e-mail (the answer is the same either way).
 */
export async function enforceEmailLimits(
  limiters: AppContext['limiters'],
  email: string,
  ip: string,
  what: string,
): Promise<boolean> {
  const client = clientLimitKey(ip);
  const addressAtClient = `${email} ${client}`;
  await enforceLimits(
    [
      [limiters.emailPerIp, client],
      [limiters.emailPerAccountAtIp, addressAtClient],
    ],
    what,
  );
  const pastAddressCap = (await limiters.emailPerAccount.hit(email)) > 0;
  return !pastAddressCap || (await limiters.emailPerAccountAtIp.count(addressAtClient)) <= 1;
}
