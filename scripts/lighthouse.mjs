// `npm run bench:lighthouse -- [--path /dashboard]... [--runs 5] [--base-url URL]`
// Lighthouse (mobile preset: emulated Moto G Power, simulated throttling) in Debian's Chromium.
// With no --path it measures, in one run, the bare React 19 + react-router baseline, the
// sign-in page signed out, then signed in as the demo student the dashboard, the text lesson
// and the video lesson of the seeded course; with --path, just those pages. Prints each run's
// figures, then one table of every page's medians against issue 20's aims and the host's
// benchmark index. Figures, not a gate: an aim not met still exits 0; a page that could not
// be measured (after retries, see scripts/lighthouse/retry.mjs) exits non-zero at the end.
//
// The runs are interleaved, run 1 of every page, then run 2 of every page, and so on: the
// machine is shared, and a load spike then lands on every page alike instead of on all the
// runs of one page, so the pages (and their ratio to the baseline) stay comparable. It costs
// one sign-out and one sign-in per round when signed-out and signed-in pages are both measured.
//
// It starts the e2e server (scripts/e2e-server.mjs: built app, fresh seeded database) on a free
// port and stops it at the end, unless LIGHTHOUSE_URL (or --base-url) names a running app.
// Runs through tsx (it imports TypeScript modules), like `npm run bench`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server.ts';
import { checkAppServed } from './lighthouse/app-served.mjs';
import { startBaseline } from './lighthouse/baseline.mjs';
import {
  browserVersion,
  clearHttpCache,
  signIn,
  signOut,
  startChromium,
} from './lighthouse/browser.mjs';
import { cleanUp, onCleanUp } from './lighthouse/cleanups.mjs';
import { externalRequests, median } from './lighthouse/figures.mjs';
import { USAGE, parseArgs } from './lighthouse/options.mjs';
import { failLine, formatTable, retryLine, runLine } from './lighthouse/report.mjs';
import { MAX_RETRIES, judgeRun, thrownOutcome, withRetries } from './lighthouse/retry.mjs';
import { aimsFor, targetsFor } from './lighthouse/targets.mjs';

/**
 * One cold Lighthouse run of a page. Lighthouse's own failures come back as an outcome (to be
 * retried); failures of our own set-up (the browser gone, sign-in refused) throw and end the
 * benchmark.
 * @param {(url: string, flags: object) => Promise<any>} lighthouse
 * @param {number} port
 * @param {string} url
 * @param {boolean} isApp false for the baseline, which no other build can replace
 * @returns {Promise<{ outcome: import('./lighthouse/retry.mjs').Outcome, lhr?: any }>}
 */
async function measureOnce(lighthouse, port, url, isApp) {
  if (isApp) {
    try {
      await checkAppServed(url);
    } catch (error) {
      return { outcome: { ok: false, retryable: false, reason: error.message } };
    }
  }
  await clearHttpCache(port);
  let lhr;
  try {
    const result = await lighthouse(url, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    lhr = result.lhr;
    // LIGHTHOUSE_REPORTS=folder keeps every run's full report, to look into a figure.
    if (process.env.LIGHTHOUSE_REPORTS) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
    }
  } catch (error) {
    return { outcome: thrownOutcome(error) };
  }
  const outcome = judgeRun(lhr, url);
  if (!outcome.ok && outcome.retryable && isApp) {
    // A blank page (NO_FCP) is usually a rebuilt packages/app/dist: say that instead, and do
    // not retry.
    try {
      await checkAppServed(url);
    } catch (error) {
      return { outcome: { ok: false, retryable: false, reason: error.message }, lhr };
    }
  }
  return { outcome, lhr };
}

async function main() {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const options = parseArgs(process.argv.slice(2), process.env);
  const targets = targetsFor(options.paths);
  const { default: lighthouse } = await import('lighthouse');
  let baseUrl = options.baseUrl;
  if (!baseUrl) {
    const server = await startAppServer();
    onCleanUp(server.stop);
    baseUrl = server.baseUrl;
  }
  const baselineUrl = targets.some((target) => target.access === 'baseline')
    ? await startBaseline()
    : null;
  const port = await startChromium();
  const chromiumVersion = await browserVersion(port);

  /** @type {Array<import('./lighthouse/report.mjs').PageResult & { url: string }>} */
  const pages = targets.map((target) => ({
    target,
    aims: aimsFor(target),
    runs: [],
    failure: null,
    url: `${target.access === 'baseline' ? baselineUrl : baseUrl}${target.path}`,
  }));
  const benchmarkIndexes = [];
  let lighthouseVersion = 'unknown';
  const warnings = new Set();
  let signedIn = false;
  for (let run = 1; run <= options.runs; run++) {
    for (const page of pages) {
      if (page.failure) continue;
      const { target, url } = page;
      // The baseline too is measured signed out: a session cookie of 127.0.0.1 would also be
      // sent to its port.
      if (target.access === 'signed-in' && !signedIn) {
        await signIn(port, baseUrl);
        signedIn = true;
      } else if (target.access !== 'signed-in' && signedIn) {
        await signOut(port, baseUrl);
        signedIn = false;
      }
      const { outcome, lhr, retries } = await withRetries(
        () => measureOnce(lighthouse, port, url, target.access !== 'baseline'),
        (retry, reason) =>
          console.log(retryLine(target, run, options.runs, reason, retry, MAX_RETRIES)),
      );
      if (lhr?.lighthouseVersion) lighthouseVersion = lhr.lighthouseVersion;
      if (!outcome.ok) {
        page.failure = { run, reason: outcome.reason, retries };
        console.log(failLine(target, options.runs, page.failure));
        continue;
      }
      page.runs.push(outcome.figures);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      for (const external of externalRequests(lhr, new URL(url).origin))
        warnings.add(`${target.label}: request outside the page's origin: ${external}`);
      for (const warning of lhr.runWarnings ?? []) warnings.add(`${target.label}: ${warning}`);
      console.log(runLine(target, run, options.runs, outcome.figures));
    }
  }

  console.log(
    `\n${formatTable({
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      benchmarkIndex: benchmarkIndexes.length > 0 ? median(benchmarkIndexes) : undefined,
      pages,
      runs: options.runs,
    })}`,
  );
  for (const warning of warnings) console.log(`warning: ${warning}`);
  const failed = pages.filter((page) => page.failure);
  if (failed.length > 0) {
    console.error(
      `\nbench:lighthouse: ${failed.map((page) => page.target.label).join(', ')} could not be measured`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping the browser and the servers`);
      void cleanUp().then(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    // After Ctrl-C the run fails because its browser went away; that is not worth a message.
    if (!interrupted) {
      console.error(`\nbench:lighthouse failed: ${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
    }
  } finally {
    await cleanUp();
  }
}
