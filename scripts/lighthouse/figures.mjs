// Reading a Lighthouse result (LHR): the figures of one run, their medians, and the checks
// that the run measured the page it was asked to.
import { SIGN_IN_PATH } from './targets.mjs';

/**
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, cls: number }} Figures
 * performance is Lighthouse's 0-1 score; fcp, lcp and tbt in ms; cls unitless.
 */

/**
 * The middle value (the mean of the two middle ones for an even count).
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The figures of one LHR. Throws when Lighthouse could not score the page.
 * @param {any} lhr
 * @returns {Figures}
 */
export function figuresFromLhr(lhr) {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const numeric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    if (typeof value !== 'number') {
      throw new Error(
        `Lighthouse has no value for ${id}: ${lhr.audits?.[id]?.errorMessage ?? 'missing audit'}`,
      );
    }
    return value;
  };
  const performance = lhr.categories?.performance?.score;
  if (typeof performance !== 'number') throw new Error('Lighthouse gave no performance score');
  return {
    performance,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/**
 * Each figure's median over the runs, taken figure by figure (so the median LCP and the
 * median TBT may come from different runs).
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function medianFigures(runs) {
  const of = (name) => median(runs.map((run) => run[name]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/**
 * Where the page actually ended up, judged against the requested URL: a sign-in redirect
 * means the signed-in state did not reach Lighthouse's tab.
 * @param {string} requestedUrl
 * @param {string} finalUrl
 * @returns {null | 'signed-out' | 'elsewhere'}
 */
export function redirectProblem(requestedUrl, finalUrl) {
  const requested = new URL(requestedUrl).pathname;
  const final = URL.canParse(finalUrl) ? new URL(finalUrl).pathname : '';
  if (final === requested) return null;
  return final.startsWith(SIGN_IN_PATH) ? 'signed-out' : 'elsewhere';
}

/**
 * The built app's own files that its index.html loads (entry script, preloads, stylesheet).
 * @param {string} html
 */
export function assetPaths(html) {
  // Only the build's files: a server-rendered page also links to other pages (decision 0018).
  return [
    ...new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1])),
  ];
}

/**
 * The requests of a run that left the page's origin (the page should make none: there is no
 * internet here, and figures that depend on a third party are not the app's).
 * @param {any} lhr
 * @param {string} appOrigin
 */
export function externalRequests(lhr, appOrigin) {
  const items = lhr.audits?.['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== appOrigin);
}
