// What to do with one Lighthouse run: keep its figures, run it again, or give the page up.
// Lighthouse sometimes fails on its own trace (one NO_NAVSTART once stopped a whole dashboard
// run), and a second try then succeeds; a page that redirects fails the same way every time.
import { figuresFromLhr, redirectProblem } from './figures.mjs';

/** How many times one run of a page is tried again after a Lighthouse failure. */
export const MAX_RETRIES = 2;

/**
 * @typedef {import('./figures.mjs').Figures} Figures
 * @typedef {{ ok: true, figures: Figures } | { ok: false, retryable: boolean, reason: string }} Outcome
 */

/**
 * Judges one LHR. A redirect to the sign-in page or to another page is not retryable (the
 * next run would land there too); Lighthouse's own errors (runtimeError, an audit without a
 * value) are. The sign-in redirect is checked before runtimeError so that it fails at once
 * even when Lighthouse also reported an error, and the other redirect after it, because a
 * failed navigation may report a final URL that is not a page at all.
 * @param {any} lhr
 * @param {string} requestedUrl
 * @returns {Outcome}
 */
export function judgeRun(lhr, requestedUrl) {
  const finalUrl = lhr.finalDisplayedUrl ?? '';
  const problem = redirectProblem(requestedUrl, finalUrl);
  if (problem === 'signed-out') {
    return {
      ok: false,
      retryable: false,
      reason: `ended on ${finalUrl}: the sign-in did not reach Lighthouse's tab`,
    };
  }
  if (lhr.runtimeError) {
    return { ok: false, retryable: true, reason: String(lhr.runtimeError.code) };
  }
  if (problem === 'elsewhere') {
    return {
      ok: false,
      retryable: false,
      reason: `ended on ${finalUrl}, not ${requestedUrl}: the figures would be for another page`,
    };
  }
  try {
    return { ok: true, figures: figuresFromLhr(lhr) };
  } catch (error) {
    return { ok: false, retryable: true, reason: /** @type {Error} */ (error).message };
  }
}

/**
 * The outcome of a Lighthouse call that threw (a protocol timeout, a lost target): Lighthouse's
 * own error code where it has one, else the first line of the message. Retryable.
 * @param {unknown} error
 * @returns {Outcome}
 */
export function thrownOutcome(error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code;
  const reason =
    typeof code === 'string' && code !== ''
      ? code
      : (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return { ok: false, retryable: true, reason: `Lighthouse threw ${reason}` };
}

/**
 * The next step after a run: record its figures, retry it, or fail the page.
 * @param {Outcome} outcome
 * @param {number} retriesSoFar how many times this run has already been retried
 * @param {number} [maxRetries]
 * @returns {'record' | 'retry' | 'fail'}
 */
export function nextStep(outcome, retriesSoFar, maxRetries = MAX_RETRIES) {
  if (outcome.ok) return 'record';
  if (!outcome.retryable) return 'fail';
  return retriesSoFar < maxRetries ? 'retry' : 'fail';
}

/**
 * Tries one run of a page until it gives figures, fails for good, or has been retried
 * maxRetries times; tells onRetry about each retry before it starts.
 * @template {{ outcome: Outcome }} T
 * @param {() => Promise<T>} attempt
 * @param {(retry: number, reason: string) => void} onRetry retry is 1-based
 * @param {number} [maxRetries]
 * @returns {Promise<T & { retries: number }>} the last attempt, and how many retries it took
 */
export async function withRetries(attempt, onRetry, maxRetries = MAX_RETRIES) {
  for (let retries = 0; ; retries++) {
    const result = await attempt();
    if (nextStep(result.outcome, retries, maxRetries) !== 'retry') return { ...result, retries };
    onRetry(retries + 1, /** @type {{ reason: string }} */ (result.outcome).reason);
  }
}
