// `npm run bench:lighthouse -- [--path /course/course-1/lesson/lesson-1-2] [--runs 5]`
// Lighthouse (mobile preset: emulated Moto G Power, simulated throttling) on a signed-in page
// of the seeded demo course, in Debian's Chromium. Prints each run's performance score, LCP,
// TBT and CLS, then their medians against the aim (performance >= 0.95, CLS < 0.05).
// Figures, not a gate: exits 0 whether or not the aim is met, non-zero when a run fails.
//
// It starts the e2e server (scripts/e2e-server.mjs: built app, fresh seeded database) on a free
// port and stops it at the end, unless LIGHTHOUSE_URL (or --base-url) names a running app.
// Runs through tsx (it imports scripts/chromium.ts), like `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';
import { startAppServer, stopGroup } from './app-server.ts';

export const DEFAULT_PATH = '/course/course-1/lesson/lesson-1-2';
export const DEFAULT_RUNS = 5;
export const AIM = { performance: 0.95, cls: 0.05 };
const STUDENT = { email: 'student@demo.edu', password: 'Demo-pass-2025!' };
const SIGN_IN_PATH = '/auth/login';

const USAGE = `usage: npm run bench:lighthouse -- [--path ${DEFAULT_PATH}] [--runs ${DEFAULT_RUNS}] [--base-url http://127.0.0.1:3100]
  --path      the page to measure, signed in except ${SIGN_IN_PATH} (default ${DEFAULT_PATH})
  --runs      how many Lighthouse runs the medians are taken over (default ${DEFAULT_RUNS})
  --base-url  measure an app that is already running (or set LIGHTHOUSE_URL) instead of
              starting scripts/e2e-server.mjs; it must have the seeded demo accounts`;

/**
 * Reads the command line (`--name value` or `--name=value`); LIGHTHOUSE_URL is the default
 * base URL. Throws on anything it does not understand, with the usage text.
 * @param {string[]} argv arguments after the script name
 * @param {Record<string, string | undefined>} env
 * @returns {{ path: string, runs: number, baseUrl: string | null }}
 */
export function parseArgs(argv, env = {}) {
  const options = { path: DEFAULT_PATH, runs: DEFAULT_RUNS, baseUrl: env.LIGHTHOUSE_URL || null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split(/=(.*)/s, 2);
    if (!['--path', '--runs', '--base-url'].includes(name)) {
      throw new Error(`unknown argument ${arg}\n${USAGE}`);
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`${name} needs a value\n${USAGE}`);
    if (name === '--path') {
      if (!value.startsWith('/')) throw new Error(`--path must start with "/": ${value}`);
      options.path = value;
    } else if (name === '--runs') {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) {
        throw new Error(`--runs must be a whole number >= 1: ${value}`);
      }
      options.runs = runs;
    } else {
      options.baseUrl = value;
    }
  }
  if (options.baseUrl !== null) {
    const base = new URL(options.baseUrl);
    if (base.pathname !== '/' || base.search) {
      throw new Error(
        `the base URL is the app's origin (${base.origin}); give the page with --path`,
      );
    }
    options.baseUrl = base.origin;
  }
  return options;
}

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
 * @typedef {{ performance: number, lcp: number, tbt: number, cls: number }} Figures
 * performance is Lighthouse's 0-1 score; lcp and tbt in ms; cls unitless.
 */

/**
 * The figures of one Lighthouse result (LHR). Throws when Lighthouse could not score the page.
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
  return {
    performance: median(runs.map((run) => run.performance)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/**
 * Whether the figures meet the aim.
 * @param {Figures} figures
 */
export function aimStatus(figures) {
  return { performance: figures.performance >= AIM.performance, cls: figures.cls < AIM.cls };
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
  const final = new URL(finalUrl).pathname;
  if (final === requested) return null;
  return final.startsWith(SIGN_IN_PATH) ? 'signed-out' : 'elsewhere';
}

/**
 * The built app's own files that its index.html loads (entry script, preloads, stylesheet).
 * @param {string} html
 */
export function assetPaths(html) {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]))];
}

/**
 * The requests of a run that left the app's origin (the page should make none: there is no
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

const COLUMNS = [
  { title: 'performance', show: (f) => f.performance.toFixed(2) },
  { title: 'LCP (ms)', show: (f) => Math.round(f.lcp).toString() },
  { title: 'TBT (ms)', show: (f) => Math.round(f.tbt).toString() },
  { title: 'CLS', show: (f) => f.cls.toFixed(3) },
];

/**
 * The printed report: a table of the runs and their medians, then the aim marked met / not met.
 * @param {{ url: string, chromium: string, lighthouse: string, benchmarkIndex?: number, runs: Figures[] }} report
 */
export function formatReport({ url, chromium, lighthouse, benchmarkIndex, runs }) {
  const middle = medianFigures(runs);
  const labels = [...runs.map((_, i) => String(i + 1)), 'median'];
  const cells = [...runs, middle].map((figures) => COLUMNS.map((column) => column.show(figures)));
  const widths = COLUMNS.map((column, c) =>
    Math.max(column.title.length, ...cells.map((row) => row[c].length)),
  );
  const labelWidth = Math.max(3, ...labels.map((label) => label.length));
  const line = (label, row) =>
    [label.padEnd(labelWidth), ...row.map((cell, c) => cell.padStart(widths[c]))].join('  ');
  const aim = aimStatus(middle);
  const met = (ok) => (ok ? 'met' : 'not met');
  const cpu =
    benchmarkIndex === undefined ? '' : `, host benchmark index ${Math.round(benchmarkIndex)}`;
  return [
    `Lighthouse ${lighthouse}, mobile preset (Moto G Power, simulated throttling), Chromium ${chromium}${cpu}`,
    `${url}, ${runs.length} run${runs.length === 1 ? '' : 's'}`,
    '',
    line(
      'run',
      COLUMNS.map((column) => column.title),
    ),
    ...cells.map((row, i) => line(labels[i], row)),
    '',
    'aim, on the medians:',
    `  performance >= ${AIM.performance.toFixed(2)}: ${met(aim.performance)} (${middle.performance.toFixed(2)})`,
    `  CLS < ${AIM.cls.toFixed(2)}: ${met(aim.cls)} (${middle.cls.toFixed(3)})`,
  ].join('\n');
}

// ---- the effects: server, browser, Lighthouse ----

/** Things to stop on the way out, newest first, also on Ctrl-C. */
const cleanups = [];
let cleaning = null;
/** Runs the clean-ups once, in order; a second caller (Ctrl-C during the run) waits for the same. */
function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error('clean-up:', error);
      }
    }
  })();
  return cleaning;
}

/**
 * Debian's Chromium with the project's flags, headless, with a DevTools port that both
 * Playwright (to sign in) and Lighthouse (to measure) attach to. Spawned directly rather than
 * through Playwright so that the sign-in lands in the browser's default profile, where
 * Lighthouse opens its tab, and so that Playwright is not attached while Lighthouse measures.
 */
async function startChromium() {
  const { executablePath, args } = chromiumLaunchOptions();
  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    executablePath,
    [
      ...args,
      '--headless',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  cleanups.push(() => rm(profile, { recursive: true, force: true }));
  cleanups.push(() => stopGroup(child, 'Chromium'));
  let stderr = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port:\n${stderr}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
  return port;
}

/**
 * Connects Playwright to the browser's default profile for one step and disconnects again,
 * leaving the browser running for Lighthouse.
 */
async function withDefaultProfile(port, step) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    return await step({ browser, context, page });
  } finally {
    await browser.close(); // for a CDP connection this only disconnects
  }
}

/**
 * Signs the demo student in the way the app does (session cookie + `user` in localStorage),
 * unless the page measured is the sign-in page itself: a signed-in visit there is sent on to
 * the dashboard, so it is measured signed out.
 */
async function signIn(port, baseUrl, path) {
  return withDefaultProfile(port, async ({ browser, page }) => {
    if (path.startsWith(SIGN_IN_PATH)) return browser.version();
    await page.goto(`${baseUrl}/config.json`);
    const error = await page.evaluate(async ({ email, password }) => {
      const response = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return `POST /api/v1/auth/login answered ${response.status}`;
      const { data } = await response.json();
      const user = {
        id: data.email,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        roles: data.roles,
      };
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('userRole', data.roles[0]);
      return null;
    }, STUDENT);
    if (error) throw new Error(`could not sign ${STUDENT.email} in: ${error}`);
    // Leave the app's origin so this tab does no work while Lighthouse measures.
    await page.goto('about:blank');
    return browser.version();
  });
}

/**
 * Lighthouse keeps storage (disableStorageReset) so the sign-in survives, which also keeps the
 * HTTP cache: empty it before each run so every run is a cold load, like Lighthouse's default.
 */
async function clearHttpCache(port) {
  await withDefaultProfile(port, async ({ context, page }) => {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
  });
}

/**
 * The server only serves the asset files it found when it started (@fastify/static without
 * wildcard routes); any other build of the app replaces them, after which every asset is
 * answered with index.html and the page stays blank (Lighthouse: NO_FCP). Say so plainly.
 * @param {string} url the page to measure (the server answers it with the app's index.html)
 */
export async function checkAppServed(url) {
  const html = await (await fetch(url)).text();
  const broken = [];
  for (const asset of assetPaths(html)) {
    const response = await fetch(new URL(asset, url));
    await response.arrayBuffer();
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.startsWith('text/html')) broken.push(asset);
  }
  if (broken.length > 0) {
    throw new Error(
      `the server does not serve ${broken.join(', ')}: packages/app/dist was rebuilt after it ` +
        'started (another build of the app ran). Run again with nothing else building the app.',
    );
  }
}

async function main() {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const options = parseArgs(process.argv.slice(2), process.env);
  const { default: lighthouse } = await import('lighthouse');
  let baseUrl = options.baseUrl;
  if (!baseUrl) {
    const server = await startAppServer();
    cleanups.push(server.stop);
    baseUrl = server.baseUrl;
  }
  const url = `${baseUrl}${options.path}`;
  const port = await startChromium();
  const chromiumVersion = await signIn(port, baseUrl, options.path);

  const runs = [];
  const benchmarkIndexes = [];
  let lighthouseVersion = '';
  const warnings = new Set();
  for (let i = 1; i <= options.runs; i++) {
    await checkAppServed(url);
    await clearHttpCache(port);
    const result = await lighthouse(url, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const problem = redirectProblem(url, lhr.finalDisplayedUrl);
    if (problem === 'signed-out') {
      throw new Error(
        `run ${i} ended on ${lhr.finalDisplayedUrl}: the sign-in did not reach Lighthouse's tab`,
      );
    }
    if (problem === 'elsewhere') {
      throw new Error(
        `run ${i} ended on ${lhr.finalDisplayedUrl}, not ${url}: the figures would be for another page`,
      );
    }
    if (lhr.runtimeError) await checkAppServed(url); // a clearer reason than NO_FCP, if it is that
    const figures = figuresFromLhr(lhr);
    for (const external of externalRequests(lhr, baseUrl))
      warnings.add(`request outside the app: ${external}`);
    for (const warning of lhr.runWarnings ?? []) warnings.add(warning);
    console.log(
      `run ${i}/${options.runs}: performance ${figures.performance.toFixed(2)}, LCP ${Math.round(figures.lcp)} ms, ` +
        `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
    runs.push(figures);
    lighthouseVersion = lhr.lighthouseVersion;
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  }

  console.log(
    `\n${formatReport({
      url,
      chromium: chromiumVersion,
      lighthouse: lighthouseVersion,
      benchmarkIndex: median(benchmarkIndexes),
      runs,
    })}`,
  );
  for (const warning of warnings) console.log(`warning: ${warning}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping the browser and the app server`);
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
