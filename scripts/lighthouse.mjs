// `npm run bench:lighthouse -- [--path /dashboard]... [--runs 5] [--base-url URL] [--before REF [--after REF]]`
// Lighthouse (mobile preset: emulated Moto G Power, simulated throttling) in Debian's Chromium.
// With no --path it measures, in one run, the bare React 19 + react-router baseline, the
// sign-in page signed out, then signed in as the demo student the dashboard, the text lesson
// and the video lesson of the seeded course; with --path, just those pages. Prints each run's
// figures, then what each page's median run spent its main thread on (scripts/lighthouse/
// details.mjs), then one table of every page's medians against issue 20's aims, the Chromium
// version and the host's benchmark index. Figures, not a gate: an aim not met still exits 0; a
// page that could not be measured (after retries, see scripts/lighthouse/retry.mjs) exits
// non-zero at the end.
//
// The runs are interleaved, run 1 of every page, then run 2 of every page, and so on: the
// machine is shared, and a load spike then lands on every page alike instead of on all the
// runs of one page, so the pages (and their ratio to the baseline) stay comparable. It costs
// one sign-out and one sign-in per round when signed-out and signed-in pages are both measured.
//
// It starts the e2e server (scripts/e2e-server.mjs: built app, fresh seeded database) on a free
// port and stops it at the end, unless LIGHTHOUSE_URL (or --base-url) names a running app.
// --before REF also serves that commit's app from a git worktree (scripts/lighthouse/
// worktree.mjs) and measures both in the same rounds, every page on "before" then on "after",
// so that a before/after pair is taken on the same machine at the same minutes; the last table
// compares them. --after REF measures a commit instead of the working tree.
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
import { detailsFromLhr } from './lighthouse/details.mjs';
import { externalRequests } from './lighthouse/figures.mjs';
import { hostLine, readHost } from './lighthouse/host.mjs';
import { USAGE, parseArgs } from './lighthouse/options.mjs';
import { failLine, retryLine, runLine } from './lighthouse/report.mjs';
import { printResults } from './lighthouse/results.mjs';
import { MAX_RETRIES, judgeRun, thrownOutcome, withRetries } from './lighthouse/retry.mjs';
import { aimsFor, targetsFor } from './lighthouse/targets.mjs';
import { startCommitApp, workingTreeLabel } from './lighthouse/worktree.mjs';

const repo = path.resolve(import.meta.dirname, '..');

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
    // LIGHTHOUSE_REPORTS=folder keeps every run's full report and its trace (for DevTools'
    // Performance panel: what a long task was made of), to look into a figure; the port tells
    // the sides of a --before run apart.
    if (process.env.LIGHTHOUSE_REPORTS) {
      const { port: served, pathname } = new URL(url);
      const name = `${served}${pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
      const trace = name.replace(/\.json$/, '.trace.json');
      writeFileSync(
        path.join(process.env.LIGHTHOUSE_REPORTS, trace),
        JSON.stringify(result.artifacts.Trace),
      );
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

/**
 * One app measured: the working tree's (or a running one's), or a commit's with --before and
 * --after. `name` is null when there is only one.
 * @typedef {import('./lighthouse/results.mjs').Side} Side
 * @typedef {import('./lighthouse/results.mjs').Slot & { url: string }} Slot
 */

/**
 * The apps to measure: with --before, the ref's build first and then the working tree's (or
 * --after's, or --base-url's); else just the working tree's or the running one.
 * @param {import('./lighthouse/options.mjs').Options} options
 * @returns {Promise<Side[]>}
 */
async function startSides(options) {
  const side = (name, label, baseUrl) => ({ name, label, baseUrl, benchmarkIndexes: [] });
  const sides = [];
  if (options.before) {
    const { baseUrl, label } = await startCommitApp(repo, options.before);
    sides.push(side('before', label, baseUrl));
  }
  const name = options.before ? 'after' : null;
  if (options.after) {
    const { baseUrl, label } = await startCommitApp(repo, options.after);
    sides.push(side(name, label, baseUrl));
  } else if (options.baseUrl) {
    sides.push(side(name, `the app at ${options.baseUrl}`, options.baseUrl));
  } else {
    const server = await startAppServer();
    onCleanUp(server.stop);
    sides.push(side(name, await workingTreeLabel(repo), server.baseUrl));
  }
  return sides;
}

async function main() {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const options = parseArgs(process.argv.slice(2), process.env);
  const targets = targetsFor(options.paths);
  const { default: lighthouse } = await import('lighthouse');
  const sides = await startSides(options);
  const baselineUrl = targets.some((target) => target.access === 'baseline')
    ? await startBaseline()
    : null;
  const port = await startChromium();
  const chromiumVersion = await browserVersion(port);

  // Every page on every side. The baseline is one build, measured on each side as a yardstick
  // of the noise in that side's slots.
  /** @type {Slot[]} */
  const slots = sides.flatMap((side) =>
    targets.map((target) => ({
      side,
      target,
      title: side.name ? `${target.label} [${side.name}]` : target.label,
      aims: aimsFor(target),
      runs: [],
      details: [],
      pageUrls: [],
      failure: null,
      url: `${target.access === 'baseline' ? baselineUrl : side.baseUrl}${target.path}`,
    })),
  );
  let lighthouseVersion = 'unknown';
  const warnings = new Set();
  // The origin whose session the browser holds. Cookies ignore the port, so both sides'
  // servers would see one session cookie: a side's signed-in pages sign in to it afresh.
  /** @type {string | null} */
  let signedInTo = null;
  // After the builds, which are the bench's own load.
  const host = readHost();
  for (let run = 1; run <= options.runs; run++) {
    for (const slot of slots) {
      if (slot.failure) continue;
      const { target, url, side } = slot;
      const shown = { ...target, label: slot.title };
      // The baseline too is measured signed out: a session cookie of 127.0.0.1 would also be
      // sent to its port.
      const wanted = target.access === 'signed-in' ? side.baseUrl : null;
      if (signedInTo !== wanted) {
        if (signedInTo) await signOut(port, signedInTo);
        if (wanted) await signIn(port, wanted);
        signedInTo = wanted;
      }
      const { outcome, lhr, retries } = await withRetries(
        () => measureOnce(lighthouse, port, url, target.access !== 'baseline'),
        (retry, reason) =>
          console.log(retryLine(shown, run, options.runs, reason, retry, MAX_RETRIES)),
      );
      if (lhr?.lighthouseVersion) lighthouseVersion = lhr.lighthouseVersion;
      if (!outcome.ok) {
        slot.failure = { run, reason: outcome.reason, retries };
        console.log(failLine(shown, options.runs, slot.failure));
        continue;
      }
      slot.runs.push(outcome.figures);
      slot.details.push(detailsFromLhr(lhr));
      slot.pageUrls.push(lhr.finalDisplayedUrl ?? url);
      side.benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      for (const external of externalRequests(lhr, new URL(url).origin))
        warnings.add(`${slot.title}: request outside the page's origin: ${external}`);
      for (const warning of lhr.runWarnings ?? []) warnings.add(`${slot.title}: ${warning}`);
      console.log(runLine(shown, run, options.runs, outcome.figures));
    }
  }

  const machine = hostLine(host, readHost());
  printResults({ sides, slots, runs: options.runs, lighthouseVersion, chromiumVersion, machine });
  for (const warning of warnings) console.log(`warning: ${warning}`);
  const failed = slots.filter((slot) => slot.failure);
  if (failed.length > 0) {
    console.error(
      `\nbench:lighthouse: ${failed.map((slot) => slot.title).join(', ')} could not be measured`,
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
