import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleCourses } from '@lp/contract';
import { afterEach, describe, expect, it } from 'vitest';
// The modules are plain ESM scripts without type declarations (run by tsx, like the benchmark).
// @ts-expect-error: no declarations
import { checkAppServed } from './lighthouse/app-served.mjs';
// @ts-expect-error: no declarations
import { formatComparison } from './lighthouse/compare.mjs';
import {
  LONG_TASKS_SHOWN,
  benchmarkSummary,
  detailLines,
  detailsFromLhr,
  medianRunIndex,
  taskSource,
  // @ts-expect-error: no declarations
} from './lighthouse/details.mjs';
import {
  assetPaths,
  externalRequests,
  figuresFromLhr,
  median,
  medianFigures,
  redirectProblem,
  // @ts-expect-error: no declarations
} from './lighthouse/figures.mjs';
// @ts-expect-error: no declarations
import { cpuQuota, hostLine } from './lighthouse/host.mjs';
// @ts-expect-error: no declarations
import { DEFAULT_RUNS, parseArgs } from './lighthouse/options.mjs';
// @ts-expect-error: no declarations
import { failLine, formatTable, retryLine, runLine, toolsLine } from './lighthouse/report.mjs';
import {
  MAX_RETRIES,
  judgeRun,
  nextStep,
  thrownOutcome,
  withRetries,
  // @ts-expect-error: no declarations
} from './lighthouse/retry.mjs';
import {
  TEXT_LESSON_PATH,
  VIDEO_LESSON_PATH,
  aimMet,
  aimsFor,
  targetsFor,
  // @ts-expect-error: no declarations
} from './lighthouse/targets.mjs';
// @ts-expect-error: no declarations
import { dependencyPlan, installedPackages } from './lighthouse/worktree.mjs';

type Figures = { performance: number; fcp: number; lcp: number; tbt: number; cls: number };
type Target = { label: string; path: string; access: 'baseline' | 'signed-out' | 'signed-in' };
/** The default run: the baseline, the sign-in page, the dashboard, the text and video lessons. */
type FiveTargets = [Target, Target, Target, Target, Target];
type Aim = { figure: keyof Figures; comparison: '>=' | '<=' | '<'; limit: number };

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  performance: 0.97,
  fcp: 900,
  lcp: 1200,
  tbt: 20,
  cls: 0,
  ...overrides,
});

/** The parts of a Lighthouse result (LHR) that the script reads. */
function lhrWith(values: Figures, extra: Record<string, unknown> = {}) {
  return {
    finalDisplayedUrl: 'http://127.0.0.1:3100/dashboard',
    categories: { performance: { score: values.performance } },
    audits: {
      'first-contentful-paint': { numericValue: values.fcp },
      'largest-contentful-paint': { numericValue: values.lcp },
      'total-blocking-time': { numericValue: values.tbt },
      'cumulative-layout-shift': { numericValue: values.cls },
    } as Record<string, { numericValue?: number; errorMessage?: string }>,
    ...extra,
  };
}

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('parseArgs', () => {
  it('defaults to every target, five runs and starting its own server', () => {
    expect(parseArgs([], {})).toEqual({
      paths: null,
      runs: DEFAULT_RUNS,
      baseUrl: null,
      before: null,
      after: null,
    });
    expect(DEFAULT_RUNS).toBe(5);
  });

  it('takes --path more than once, in both spellings, each page once', () => {
    expect(
      parseArgs(['--path', '/dashboard', '--path=/auth/login', '--path', '/dashboard'], {}).paths,
    ).toEqual(['/dashboard', '/auth/login']);
    expect(parseArgs(['--runs=3'], {}).runs).toBe(3);
  });

  it('measures a running app named by LIGHTHOUSE_URL, and --base-url wins over it', () => {
    expect(parseArgs([], { LIGHTHOUSE_URL: 'http://127.0.0.1:3100/' }).baseUrl).toBe(
      'http://127.0.0.1:3100',
    );
    expect(
      parseArgs(['--base-url', 'http://localhost:3000'], { LIGHTHOUSE_URL: 'http://x:1' }).baseUrl,
    ).toBe('http://localhost:3000');
  });

  it('rejects a base URL with a page in it, a bad run count, a relative path and unknown flags', () => {
    expect(() => parseArgs(['--base-url', 'http://127.0.0.1:3100/dashboard'], {})).toThrow(
      /--path/,
    );
    expect(() => parseArgs(['--runs', '0'], {})).toThrow(/--runs/);
    expect(() => parseArgs(['--runs', '2.5'], {})).toThrow(/--runs/);
    expect(() => parseArgs(['--path', 'dashboard'], {})).toThrow(/start with/);
    expect(() => parseArgs(['--path'], {})).toThrow(/needs a value/);
    expect(() => parseArgs(['--fast'], {})).toThrow(/unknown argument --fast/);
  });

  it('takes the refs to compare, --after only beside --before', () => {
    expect(parseArgs(['--before', 'HEAD~5'], {})).toMatchObject({ before: 'HEAD~5', after: null });
    expect(parseArgs(['--before=788ed92', '--after', 'main'], {})).toMatchObject({
      before: '788ed92',
      after: 'main',
    });
    // --before compares a commit with whatever else is measured, a running app included.
    expect(
      parseArgs(['--before', 'HEAD~1'], { LIGHTHOUSE_URL: 'http://127.0.0.1:3100' }).baseUrl,
    ).toBe('http://127.0.0.1:3100');
    expect(() => parseArgs(['--after', 'HEAD'], {})).toThrow(/give both/);
    expect(() =>
      parseArgs(['--before', 'HEAD~1', '--after', 'HEAD', '--base-url', 'http://x:1'], {}),
    ).toThrow(/both name what to measure/);
    expect(() => parseArgs(['--before', '--all'], {})).toThrow(/needs a git ref/);
  });
});

describe('targetsFor', () => {
  it('measures the baseline first, the sign-in page signed out, then the signed-in pages', () => {
    const targets: Target[] = targetsFor(null);
    expect(targets.map((target) => [target.path, target.access])).toEqual([
      ['/', 'baseline'],
      ['/auth/login', 'signed-out'],
      ['/dashboard', 'signed-in'],
      ['/course/course-1/lesson/lesson-1-2', 'signed-in'],
      ['/course/course-1/lesson/lesson-1-1', 'signed-in'],
    ]);
  });

  it('names a text lesson and a video lesson of the seeded course-1', () => {
    const lessonType = (path: string) => {
      const [, courseId, , lessonId] = path.split('/').slice(1);
      const course = sampleCourses.find((candidate) => candidate.id === courseId);
      return course?.modules
        .flatMap((module) => module.lessons)
        .find((lesson) => lesson.id === lessonId)?.type;
    };
    expect(lessonType(TEXT_LESSON_PATH)).toBe('text');
    expect(lessonType(VIDEO_LESSON_PATH)).toBe('video');
  });

  it('measures just the pages asked for, signed out under /auth/, without the baseline', () => {
    expect(targetsFor(['/auth/register', '/dashboard'])).toEqual([
      { label: '/auth/register', path: '/auth/register', access: 'signed-out' },
      { label: '/dashboard', path: '/dashboard', access: 'signed-in' },
    ]);
  });
});

describe('aimsFor and aimMet', () => {
  const [baseline, login, dashboard, textLesson, videoLesson]: FiveTargets = targetsFor(null);
  const aimText = (target: Target) =>
    (aimsFor(target) as Aim[]).map((aim) => `${aim.figure} ${aim.comparison} ${aim.limit}`);

  it('gives each page the issue’s aims, and the baseline none', () => {
    expect(aimsFor(baseline)).toEqual([]);
    expect(aimText(login)).toEqual(['performance >= 0.98', 'tbt <= 150', 'cls < 0.05']);
    expect(aimText(dashboard)).toEqual(['performance >= 0.95', 'tbt <= 150', 'cls < 0.05']);
    for (const lesson of [textLesson, videoLesson]) {
      expect(aimText(lesson)).toEqual([
        'performance >= 0.95',
        'lcp <= 2500',
        'tbt <= 150',
        'cls < 0.05',
      ]);
    }
  });

  it('gives any other page measured with --path the general aims', () => {
    expect(aimText(targetsFor(['/catalog'])[0])).toEqual([
      'performance >= 0.95',
      'tbt <= 150',
      'cls < 0.05',
    ]);
  });

  it('counts a figure exactly on an inclusive limit as met, and on CLS’s strict one as not', () => {
    const [performance, lcp, tbt, cls]: [Aim, Aim, Aim, Aim] = aimsFor(textLesson);
    expect(aimMet(performance, figures({ performance: 0.95 }))).toBe(true);
    expect(aimMet(performance, figures({ performance: 0.94 }))).toBe(false);
    expect(aimMet(lcp, figures({ lcp: 2500 }))).toBe(true);
    expect(aimMet(lcp, figures({ lcp: 2500.5 }))).toBe(false);
    expect(aimMet(tbt, figures({ tbt: 150 }))).toBe(true);
    expect(aimMet(tbt, figures({ tbt: 151 }))).toBe(false);
    expect(aimMet(cls, figures({ cls: 0.049 }))).toBe(true);
    expect(aimMet(cls, figures({ cls: 0.05 }))).toBe(false);
  });
});

describe('figuresFromLhr and medianFigures', () => {
  it('reads the score and the four metrics in their units', () => {
    const values = { performance: 0.97, fcp: 812.3, lcp: 1834.2, tbt: 12.5, cls: 0.0123 };
    expect(figuresFromLhr(lhrWith(values))).toEqual(values);
  });

  it('fails when the score or a metric is missing rather than printing a zero', () => {
    const unscored = lhrWith(figures());
    unscored.categories.performance.score = null as unknown as number;
    expect(() => figuresFromLhr(unscored)).toThrow(/no performance score/);

    const noLcp = lhrWith(figures());
    noLcp.audits['largest-contentful-paint'] = { errorMessage: 'NO_LCP' };
    expect(() => figuresFromLhr(noLcp)).toThrow(/largest-contentful-paint: NO_LCP/);
  });

  it('takes each figure’s median on its own', () => {
    const runs = [
      figures({ performance: 0.99, fcp: 700, lcp: 1500, tbt: 0, cls: 0.001 }),
      figures({ performance: 0.93, fcp: 900, lcp: 2400, tbt: 90, cls: 0.06 }),
      figures({ performance: 0.96, fcp: 1100, lcp: 1800, tbt: 30, cls: 0.02 }),
    ];
    expect(medianFigures(runs)).toEqual({
      performance: 0.96,
      fcp: 900,
      lcp: 1800,
      tbt: 30,
      cls: 0.02,
    });
  });
});

describe('judgeRun', () => {
  const dashboard = 'http://127.0.0.1:3100/dashboard';

  it('keeps the figures of a run that measured the requested page', () => {
    expect(judgeRun(lhrWith(figures({ tbt: 42 })), dashboard)).toEqual({
      ok: true,
      figures: figures({ tbt: 42 }),
    });
  });

  it('retries Lighthouse’s own trace errors, by their code', () => {
    const failed = lhrWith(figures(), {
      runtimeError: { code: 'NO_NAVSTART', message: 'Your page did not start a navigation.' },
    });
    expect(judgeRun(failed, dashboard)).toEqual({
      ok: false,
      retryable: true,
      reason: 'NO_NAVSTART',
    });
  });

  it('retries a trace error even when the failed run reports a final URL that is no page', () => {
    const failed = lhrWith(figures(), {
      finalDisplayedUrl: 'about:blank',
      runtimeError: { code: 'PROTOCOL_TIMEOUT', message: 'Waiting for DevTools timed out.' },
    });
    expect(judgeRun(failed, dashboard)).toMatchObject({
      retryable: true,
      reason: 'PROTOCOL_TIMEOUT',
    });
  });

  it('retries a run whose metric audit has no value', () => {
    const noLcp = lhrWith(figures());
    noLcp.audits['largest-contentful-paint'] = { errorMessage: 'NO_LCP' };
    expect(judgeRun(noLcp, dashboard)).toMatchObject({ ok: false, retryable: true });
  });

  it('fails a redirect to sign-in at once, whatever else Lighthouse reported', () => {
    const signedOut = lhrWith(figures(), {
      finalDisplayedUrl: 'http://127.0.0.1:3100/auth/login?next=%2Fdashboard',
      runtimeError: { code: 'NO_LCP', message: 'No LCP.' },
    });
    const outcome = judgeRun(signedOut, dashboard);
    expect(outcome).toMatchObject({ ok: false, retryable: false });
    expect(outcome.reason).toMatch(/sign-in did not reach Lighthouse's tab/);
  });

  it('fails a redirect to another page at once', () => {
    const elsewhere = lhrWith(figures(), { finalDisplayedUrl: 'http://127.0.0.1:3100/courses' });
    expect(judgeRun(elsewhere, dashboard)).toMatchObject({ ok: false, retryable: false });
  });
});

describe('thrownOutcome and nextStep', () => {
  it('names a Lighthouse error by its code, any other by its first line, and retries both', () => {
    const timeout = Object.assign(new Error('Protocol timeout'), { code: 'PROTOCOL_TIMEOUT' });
    expect(thrownOutcome(timeout)).toEqual({
      ok: false,
      retryable: true,
      reason: 'Lighthouse threw PROTOCOL_TIMEOUT',
    });
    expect(thrownOutcome(new Error('Target closed\n    at Connection.send'))).toMatchObject({
      reason: 'Lighthouse threw Target closed',
    });
  });

  it('retries a Lighthouse failure twice, then fails the page', () => {
    const failed = { ok: false, retryable: true, reason: 'NO_NAVSTART' };
    expect(MAX_RETRIES).toBe(2);
    expect([0, 1, 2].map((retries) => nextStep(failed, retries))).toEqual([
      'retry',
      'retry',
      'fail',
    ]);
  });

  it('records a good run and fails a redirect without retrying', () => {
    expect(nextStep({ ok: true, figures: figures() }, 1)).toBe('record');
    expect(nextStep({ ok: false, retryable: false, reason: 'ended on /auth/login' }, 0)).toBe(
      'fail',
    );
  });
});

describe('withRetries', () => {
  type Outcome = { ok: true; figures: Figures } | { ok: false; retryable: boolean; reason: string };
  /** A stand-in for one Lighthouse run that answers with the given outcomes in turn. */
  const attempts = (...outcomes: Outcome[]) => {
    const calls = { count: 0 };
    const attempt = async () => ({ outcome: outcomes[calls.count++]!, attempt: calls.count });
    return { attempt, calls };
  };
  const navstart: Outcome = { ok: false, retryable: true, reason: 'NO_NAVSTART' };

  it('retries a trace error and keeps the run that then succeeds, telling each retry', async () => {
    const { attempt, calls } = attempts(navstart, navstart, { ok: true, figures: figures() });
    const retries: Array<[number, string]> = [];
    const result = await withRetries(attempt, (retry: number, reason: string) =>
      retries.push([retry, reason]),
    );
    expect(result).toEqual({ outcome: { ok: true, figures: figures() }, attempt: 3, retries: 2 });
    expect(retries).toEqual([
      [1, 'NO_NAVSTART'],
      [2, 'NO_NAVSTART'],
    ]);
    expect(calls.count).toBe(3);
  });

  it('gives up after the second retry with the last failure', async () => {
    const timeout: Outcome = { ok: false, retryable: true, reason: 'PROTOCOL_TIMEOUT' };
    const { attempt, calls } = attempts(navstart, navstart, timeout, {
      ok: true,
      figures: figures(),
    });
    const result = await withRetries(attempt, () => {});
    expect(result).toMatchObject({ outcome: timeout, retries: 2 });
    expect(calls.count).toBe(3);
  });

  it('does not retry a redirect to sign-in', async () => {
    const signedOut: Outcome = { ok: false, retryable: false, reason: 'ended on /auth/login' };
    const { attempt, calls } = attempts(signedOut, { ok: true, figures: figures() });
    const told: number[] = [];
    const result = await withRetries(attempt, (retry: number) => told.push(retry));
    expect(result).toMatchObject({ outcome: signedOut, retries: 0 });
    expect(calls.count).toBe(1);
    expect(told).toEqual([]);
  });
});

describe('the lines printed per run', () => {
  const dashboard: Target = targetsFor(['/dashboard'])[0];

  it('prints each run’s five figures', () => {
    expect(
      runLine(dashboard, 2, 5, {
        performance: 0.961,
        fcp: 801.4,
        lcp: 1520.6,
        tbt: 12.5,
        cls: 0.0012,
      }),
    ).toBe(
      'run 2/5 of /dashboard: performance 0.96, FCP 801 ms, LCP 1521 ms, TBT 13 ms, CLS 0.001',
    );
  });

  it('says which retry it is and why', () => {
    expect(retryLine(dashboard, 3, 5, 'NO_NAVSTART', 1, 2)).toBe(
      'run 3/5 of /dashboard: NO_NAVSTART, retrying (1 of 2)',
    );
  });

  it('says where a page was given up', () => {
    expect(failLine(dashboard, 5, { run: 3, reason: 'NO_NAVSTART', retries: 2 })).toBe(
      'run 3/5 of /dashboard: NO_NAVSTART after 2 retries; no more runs of this page',
    );
    expect(failLine(dashboard, 5, { run: 1, reason: 'ended on /auth/login', retries: 0 })).toBe(
      'run 1/5 of /dashboard: ended on /auth/login; no more runs of this page',
    );
  });
});

describe('formatTable', () => {
  const [baseline, login, dashboard, textLesson, videoLesson]: FiveTargets = targetsFor(null);
  const page = (target: Target, runs: Figures[], failure: unknown = null) => ({
    target,
    aims: aimsFor(target),
    runs,
    failure,
  });
  const table: string = formatTable({
    lighthouse: '12.8.2',
    chromium: '156.0.8078.79',
    benchmarkIndex: 2104.6,
    runs: 3,
    pages: [
      page(baseline, [figures({ performance: 1, fcp: 780, lcp: 780, tbt: 0 })]),
      page(login, [
        figures({ performance: 0.99, fcp: 1000, lcp: 1200, tbt: 10 }),
        figures({ performance: 0.97, fcp: 1100, lcp: 1400, tbt: 30 }),
        figures({ performance: 0.98, fcp: 1050, lcp: 1300, tbt: 20 }),
      ]),
      page(dashboard, [figures({ performance: 0.81, fcp: 1500, lcp: 3400, tbt: 180, cls: 0.002 })]),
      page(textLesson, [figures({ performance: 0.95, fcp: 1200, lcp: 2600, tbt: 150, cls: 0 })]),
      page(videoLesson, [figures()], { run: 2, reason: 'NO_NAVSTART', retries: 2 }),
    ],
  });
  const lines = table.split('\n');
  const cells = (label: string) => lines.find((line) => line.startsWith(label))?.split(/\s{2,}/);

  it('names the tools, and says the figures are medians judged against the issue’s aims', () => {
    expect(lines[0]).toBe(
      'Lighthouse 12.8.2, mobile preset (Moto G Power, simulated throttling), Chromium 156.0.8078.79, cold loads',
    );
    expect(lines[1]).toMatch(/medians of up to 3 runs per page/);
  });

  it('prints one row per page: its medians, its run count and each aim met or not', () => {
    expect(cells('page')).toEqual([
      'page',
      'performance',
      'FCP (ms)',
      'LCP (ms)',
      'TBT (ms)',
      'CLS',
      'runs',
      'performance aim',
      'LCP aim',
      'TBT aim',
      'CLS aim',
    ]);
    expect(cells('baseline')).toEqual([
      'baseline (bare app)',
      '1.00',
      '780',
      '780',
      '0',
      '0.000',
      '1',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(cells('/auth/login')).toEqual([
      '/auth/login',
      '0.98',
      '1050',
      '1300',
      '20',
      '0.000',
      '3',
      '>= 0.98 met',
      '-',
      '<= 150 ms met',
      '< 0.05 met',
    ]);
    expect(cells('/dashboard')?.slice(1)).toEqual([
      '0.81',
      '1500',
      '3400',
      '180',
      '0.002',
      '1',
      '>= 0.95 not met',
      '-',
      '<= 150 ms not met',
      '< 0.05 met',
    ]);
    expect(cells('text lesson')?.slice(7)).toEqual([
      '>= 0.95 met',
      '<= 2500 ms not met',
      '<= 150 ms met',
      '< 0.05 met',
    ]);
  });

  it('reports a page that failed where it failed, and still prints the others', () => {
    expect(cells('video lesson')).toEqual([
      'video lesson (lesson-1-1)',
      'failed at run 2/3: NO_NAVSTART after 2 retries',
    ]);
  });

  it('lines the figures up under their titles', () => {
    const header = lines.find((line) => line.startsWith('page'))!;
    const rowLines = lines.filter((line) => /^(baseline|\/auth|\/dashboard|text)/.test(line));
    const endOf = (line: string, title: string) => header.indexOf(title) + title.length;
    for (const title of ['performance', 'FCP (ms)', 'TBT (ms)', 'runs']) {
      const end = endOf(header, title);
      for (const row of rowLines) expect(row[end - 1]).toMatch(/\d/);
      for (const row of rowLines) expect(row[end] ?? ' ').toBe(' ');
    }
  });

  it('starts a failed page’s message where the figures start', () => {
    const header = lines.find((line) => line.startsWith('page'))!;
    const failed = lines.find((line) => line.startsWith('video lesson'))!;
    expect(failed.indexOf('failed')).toBe(header.indexOf('performance'));
  });

  it('gives the index’s range from run to run when there is one', () => {
    const ranged = (benchmarkRange: { min: number; max: number }) =>
      formatTable({
        lighthouse: '12.8.2',
        chromium: '156',
        benchmarkIndex: 2500,
        benchmarkRange,
        runs: 1,
        pages: [page(dashboard, [figures()])],
      })
        .split('\n')
        .at(-1);
    expect(ranged({ min: 1210.4, max: 2790.6 })).toMatch(
      /^host benchmark index 2500 \(median over every run, 1210-2791 from run to run;/,
    );
    expect(ranged({ min: 2500, max: 2500 })).toMatch(
      /^host benchmark index 2500 \(median over every run;/,
    );
  });

  it('leaves out the versions when they were printed already', () => {
    const bare: string = formatTable({
      lighthouse: '12.8.2',
      chromium: '156.0.8078.108',
      runs: 1,
      pages: [page(dashboard, [figures()])],
      tools: false,
    });
    expect(bare).not.toContain('Chromium');
    expect(bare.split('\n')[0]).toMatch(/^medians of up to 1 run per page/);
    expect(toolsLine('12.8.2', '156.0.8078.108')).toBe(
      'Lighthouse 12.8.2, mobile preset (Moto G Power, simulated throttling), Chromium 156.0.8078.108, cold loads',
    );
  });

  it('ends with the host benchmark index, or says no run finished', () => {
    expect(lines.at(-1)).toMatch(/^host benchmark index 2105 \(/);
    const none: string = formatTable({
      lighthouse: 'unknown',
      chromium: '156',
      runs: 1,
      pages: [page(dashboard, [], { run: 1, reason: 'ended on /auth/login', retries: 0 })],
    });
    expect(none.split('\n').at(-1)).toBe('host benchmark index: no run finished');
    expect(none).toContain('failed at run 1/1: ended on /auth/login');
  });
});

describe('redirectProblem', () => {
  const lesson = 'http://127.0.0.1:3100/course/course-1/lesson/lesson-1-2';

  it('accepts the requested page, even with a query or hash added', () => {
    expect(redirectProblem(lesson, lesson)).toBeNull();
    expect(redirectProblem(lesson, `${lesson}?t=12#notes`)).toBeNull();
  });

  it('tells a sign-in redirect from a redirect to another page', () => {
    expect(redirectProblem(lesson, 'http://127.0.0.1:3100/auth/login?next=%2Fcourse')).toBe(
      'signed-out',
    );
    expect(redirectProblem(lesson, 'http://127.0.0.1:3100/course/course-1/lesson/lesson-1-1')).toBe(
      'elsewhere',
    );
    expect(redirectProblem(lesson, '')).toBe('elsewhere');
  });
});

describe('assetPaths', () => {
  it('lists the entry script, preloads and stylesheet of the built index.html once each', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-DWtKp7qR.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-dom-8audNDJR.js">
      <link rel="modulepreload" crossorigin href="/assets/react-dom-8audNDJR.js">
      <link rel="stylesheet" crossorigin href="/assets/index-CXvatmSq.css">
      <link rel="preconnect" href="https://fonts.example.com">
    </head><body><div id="root"></div></body></html>`;
    expect(assetPaths(html)).toEqual([
      '/assets/index-DWtKp7qR.js',
      '/assets/react-dom-8audNDJR.js',
      '/assets/index-CXvatmSq.css',
    ]);
  });
});

describe('externalRequests', () => {
  it('lists only the http(s) requests that left the page’s origin', () => {
    const lhr = {
      audits: {
        'network-requests': {
          details: {
            items: [
              { url: 'http://127.0.0.1:3100/course/course-1/lesson/lesson-1-2' },
              { url: 'http://127.0.0.1:3100/assets/index.js' },
              { url: 'data:image/svg+xml;base64,AAAA' },
              { url: 'https://www.youtube-nocookie.com/embed/x' },
              { url: 'http://localhost:3100/api/v1/me' },
            ],
          },
        },
      },
    };
    expect(externalRequests(lhr, 'http://127.0.0.1:3100')).toEqual([
      'https://www.youtube-nocookie.com/embed/x',
      'http://localhost:3100/api/v1/me',
    ]);
  });

  it('is empty when the audit is missing', () => {
    expect(externalRequests({ audits: {} }, 'http://127.0.0.1:3100')).toEqual([]);
  });
});

describe('checkAppServed', () => {
  const INDEX = `<!doctype html><html><head>
    <script type="module" src="/assets/index-new.js"></script>
    <link rel="stylesheet" href="/assets/index-new.css">
  </head><body><div id="root"></div></body></html>`;
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A stand-in for the app server: knows some asset files, answers anything else with index.html. */
  async function appServer(files: Record<string, string>) {
    server = createServer((request, response) => {
      const type = files[request.url ?? ''];
      response.setHeader('content-type', type ?? 'text/html; charset=utf-8');
      response.end(type ? 'asset' : INDEX);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/course/course-1/lesson/lesson-1-2`;
  }

  it('passes when every asset of index.html is served as itself', async () => {
    const url = await appServer({
      '/assets/index-new.js': 'application/javascript; charset=utf-8',
      '/assets/index-new.css': 'text/css; charset=utf-8',
    });
    await expect(checkAppServed(url)).resolves.toBeUndefined();
  });

  it('names the assets answered with index.html, as after a rebuild of the app', async () => {
    const url = await appServer({ '/assets/index-old.js': 'application/javascript' });
    await expect(checkAppServed(url)).rejects.toThrow(
      /does not serve \/assets\/index-new\.js, \/assets\/index-new\.css: packages\/app\/dist was rebuilt/,
    );
  });
});

/** The parts of an LHR that the median run's details come from, as Lighthouse 12 writes them. */
function lhrWithDetails() {
  const origin = 'http://127.0.0.1:3100';
  return {
    finalDisplayedUrl: `${origin}/dashboard`,
    audits: {
      'mainthread-work-breakdown': {
        numericValue: 2640,
        details: {
          items: [
            { group: 'other', groupLabel: 'Other', duration: 1123.4 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 942.2 },
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 342.6 },
            { group: 'paintCompositeRender', groupLabel: 'Rendering', duration: 138.9 },
            { group: 'gpu', groupLabel: 'GPU', duration: 0.4 },
          ],
        },
      },
      'dom-size': { numericValue: 919 },
      'long-tasks': {
        details: {
          items: [
            { url: `${origin}/assets/app-shell-COKY_obS.js`, startTime: 1266.2, duration: 127.1 },
            { url: `${origin}/assets/react-vendor-CmMF7S_s.js`, startTime: 4037.4, duration: 163 },
            { url: 'Unattributable', startTime: 802, duration: 123.4 },
            { url: `${origin}/dashboard`, startTime: 1125, duration: 97 },
            ...[1, 2, 3, 4, 5, 6].map((n) => ({
              url: `${origin}/assets/chunk-${n}.js`,
              startTime: 3000 + n,
              duration: 60 - n,
            })),
          ],
        },
      },
    },
  };
}

describe('detailsFromLhr', () => {
  it('reads the main-thread work by group, longest first, and its total', () => {
    const details = detailsFromLhr(lhrWithDetails());
    expect(details.breakdown.map(({ group }: { group: string }) => group)).toEqual([
      'other',
      'scriptEvaluation',
      'styleLayout',
      'paintCompositeRender',
      'gpu',
    ]);
    expect(details.breakdown[0]).toEqual({ group: 'other', ms: 1123.4 });
    expect(details.mainThread).toBeCloseTo(2547.5, 5);
    expect(details.domSize).toBe(919);
  });

  it('keeps the longest eight long tasks, longest first, with where and when they started', () => {
    const { longTasks } = detailsFromLhr(lhrWithDetails());
    expect(LONG_TASKS_SHOWN).toBe(8);
    expect(longTasks).toHaveLength(8);
    expect(longTasks[0]).toEqual({
      url: 'http://127.0.0.1:3100/assets/react-vendor-CmMF7S_s.js',
      start: 4037.4,
      duration: 163,
    });
    expect(longTasks.map((task: { duration: number }) => task.duration)).toEqual([
      163, 127.1, 123.4, 97, 59, 58, 57, 56,
    ]);
  });

  it('gives empty figures, not an error, for a result without those audits', () => {
    expect(detailsFromLhr({ audits: {} })).toEqual({
      mainThread: 0,
      breakdown: [],
      domSize: null,
      longTasks: [],
    });
  });
});

describe('medianRunIndex', () => {
  it('picks the run whose TBT is the median, the lower middle one of an even count', () => {
    expect(medianRunIndex([{ tbt: 300 }, { tbt: 100 }, { tbt: 200 }])).toBe(2);
    expect(medianRunIndex([{ tbt: 40 }, { tbt: 10 }, { tbt: 30 }, { tbt: 20 }])).toBe(3);
    expect(medianRunIndex([{ tbt: 5 }])).toBe(0);
    expect(() => medianRunIndex([])).toThrow(/no runs/);
  });
});

describe('taskSource', () => {
  const page = 'http://127.0.0.1:3100/dashboard';

  it('names the page’s own document, a file by its name, and work no script owns', () => {
    expect(taskSource('http://127.0.0.1:3100/dashboard', page)).toBe('document');
    expect(taskSource('http://127.0.0.1:3100/assets/courses-rGdxZgNb.js', page)).toBe(
      'courses-rGdxZgNb.js',
    );
    expect(taskSource('Unattributable', page)).toBe('unattributable');
  });
});

describe('detailLines', () => {
  const lines: string[] = detailLines({
    title: '/dashboard [after], run 3 of 5',
    pageUrl: 'http://127.0.0.1:3100/dashboard',
    figures: figures({ performance: 0.891, tbt: 342.6 }),
    details: detailsFromLhr(lhrWithDetails()),
  });

  it('says the run’s score, TBT and DOM size, then the main thread by group', () => {
    expect(lines[0]).toBe(
      '/dashboard [after], run 3 of 5: performance 0.89, TBT 343 ms, DOM 919 elements',
    );
    expect(lines[1]).toBe(
      '  main thread 2548 ms: other 1123, script evaluation 942, style & layout 343, rendering 139, gpu 0',
    );
  });

  it('lists the long tasks as source @start: duration, wrapped under each other', () => {
    expect(lines.slice(2)).toEqual([
      '  long tasks react-vendor-CmMF7S_s.js @4037: 163, app-shell-COKY_obS.js @1266: 127,',
      '             unattributable @802: 123, document @1125: 97, chunk-1.js @3001: 59,',
      '             chunk-2.js @3002: 58, chunk-3.js @3003: 57, chunk-4.js @3004: 56',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('says so when a run had no long task or no DOM size', () => {
    const quiet: string[] = detailLines({
      title: 'baseline (bare app), run 1 of 1',
      pageUrl: 'http://127.0.0.1:4173/',
      figures: figures({ tbt: 0 }),
      details: { mainThread: 0, breakdown: [], domSize: null, longTasks: [] },
    });
    expect(quiet).toEqual([
      'baseline (bare app), run 1 of 1: performance 0.97, TBT 0 ms, DOM size unknown',
      '  main thread 0 ms: no breakdown',
      '  long tasks none',
    ]);
  });
});

describe('benchmarkSummary', () => {
  it('gives the median and range of the host’s index, or nothing without runs', () => {
    expect(benchmarkSummary([2500, 1200, 2800])).toEqual({ median: 2500, min: 1200, max: 2800 });
    expect(benchmarkSummary([])).toBeNull();
  });
});

describe('formatComparison', () => {
  const [baseline, login, dashboard]: FiveTargets = targetsFor(null);
  const side = (target: Target, runs: Figures[], failure: unknown = null) => ({
    target,
    aims: aimsFor(target),
    runs,
    failure,
  });
  const table: string = formatComparison({
    before: {
      name: 'before',
      label: 'HEAD~5 = 788ed92 "x"',
      benchmark: { median: 2650.4, min: 2230, max: 2863 },
    },
    after: {
      name: 'after',
      label: 'the working tree at 63e8b80',
      benchmark: { median: 2610, min: 2400, max: 2800 },
    },
    runs: 3,
    rows: [
      {
        label: baseline.label,
        before: side(baseline, [figures({ performance: 0.99, tbt: 0 })]),
        after: side(baseline, [figures({ performance: 0.99, tbt: 3.4 })]),
      },
      {
        label: dashboard.label,
        before: side(dashboard, [
          figures({ performance: 0.94, tbt: 287 }),
          figures({ performance: 0.96, tbt: 235 }),
          figures({ performance: 0.9, tbt: 320 }),
        ]),
        after: side(dashboard, [
          figures({ performance: 0.97, tbt: 140.4 }),
          figures({ performance: 0.98, tbt: 120 }),
          figures({ performance: 0.95, tbt: 180 }),
        ]),
      },
      {
        label: login.label,
        before: side(login, [figures({ performance: 1, tbt: 11 })]),
        after: side(login, [], { run: 2, reason: 'NO_NAVSTART', retries: 2 }),
      },
    ],
  });
  const lines = table.split('\n');
  const cells = (label: string) => lines.find((line) => line.startsWith(label))?.split(/\s{2,}/);

  it('names both sides and how the runs were taken', () => {
    expect(lines[0]).toBe('before: HEAD~5 = 788ed92 "x"');
    expect(lines[1]).toBe('after:  the working tree at 63e8b80');
    expect(lines[2]).toMatch(
      /^medians of up to 3 runs per page and side; each round measured every page on before, then on after$/,
    );
  });

  it('prints each page’s median score and TBT on both sides and the change', () => {
    expect(cells('page')).toEqual([
      'page',
      'score before',
      'TBT before (ms)',
      'score after',
      'TBT after (ms)',
      'score change',
      'TBT change (ms)',
    ]);
    expect(cells('/dashboard')).toEqual([
      '/dashboard',
      '0.94',
      '287',
      '0.97',
      '140',
      '+0.03',
      '-147',
    ]);
    expect(cells('baseline')).toEqual([
      'baseline (bare app)',
      '0.99',
      '0',
      '0.99',
      '3',
      '±0.00',
      '+3',
    ]);
  });

  it('says where a side failed, with no change for that page', () => {
    expect(cells('/auth/login')).toEqual([
      '/auth/login',
      '1.00',
      '11',
      'failed at run 2/3',
      '-',
      '-',
    ]);
  });

  it('lines the figures up under their titles', () => {
    const header = lines.find((line) => line.startsWith('page'))!;
    const row = lines.find((line) => line.startsWith('/dashboard'))!;
    for (const title of ['score before', 'TBT before (ms)', 'TBT change (ms)']) {
      const end = header.indexOf(title) + title.length;
      expect(row[end - 1]).toMatch(/\d/);
    }
  });

  it('ends with each side’s host index and what the baseline’s change means', () => {
    expect(lines.at(-2)).toBe(
      'host benchmark index, median (range): before 2650 (2230-2863), after 2610 (2400-2800)',
    );
    expect(lines.at(-1)).toMatch(/baseline is one build measured on both sides/);
  });

  it('gives no range for a side whose runs all read the same index', () => {
    const single: string = formatComparison({
      before: { name: 'before', label: 'a', benchmark: { median: 2008, min: 2008, max: 2008 } },
      after: { name: 'after', label: 'b', benchmark: null },
      runs: 1,
      rows: [],
    });
    expect(single.split('\n').at(-1)).toBe(
      'host benchmark index, median (range): before 2008, after no run finished',
    );
  });
});

describe('installedPackages', () => {
  it('lists the third-party packages a lockfile installs, not the workspace links', () => {
    const lock = (extra: Record<string, unknown> = {}) => ({
      packages: {
        '': { name: 'learning-platform' },
        'packages/server': { name: '@lp/server', dependencies: { fastify: '^5' } },
        'node_modules/@lp/server': { resolved: 'packages/server', link: true },
        'node_modules/react': { version: '19.2.0' },
        'packages/server/node_modules/content-disposition': { version: '1.0.0' },
        ...extra,
      },
    });
    expect(installedPackages(lock())).toBe(
      'node_modules/react@19.2.0\npackages/server/node_modules/content-disposition@1.0.0',
    );
    // A dependency between workspaces changes the lockfile, not what is installed.
    expect(
      installedPackages(
        lock({
          'packages/server': { name: '@lp/server', dependencies: { '@lp/contract': '0.1.0' } },
        }),
      ),
    ).toBe(installedPackages(lock()));
    expect(installedPackages(lock({ 'node_modules/react': { version: '19.3.0' } }))).not.toBe(
      installedPackages(lock()),
    );
  });
});

describe('dependencyPlan', () => {
  const plan = dependencyPlan(
    '/work/main/node_modules',
    [
      '.bin',
      '.cache',
      '.package-lock.json',
      '.vite',
      '.vite-temp',
      '@lp',
      '@types',
      'react',
      'tokens',
    ],
    {
      '@lp/app': 'packages/app',
      '@lp/ui': 'packages/ui',
      tokens: 'tokens',
    },
  );

  it('links the main checkout’s packages, and the workspaces to the worktree’s own folders', () => {
    expect(plan.folders).toEqual(['node_modules', 'node_modules/@lp']);
    expect(plan.links).toEqual([
      ['node_modules/.bin', '/work/main/node_modules/.bin'],
      ['node_modules/@types', '/work/main/node_modules/@types'],
      ['node_modules/react', '/work/main/node_modules/react'],
      ['node_modules/@lp/app', '../../packages/app'],
      ['node_modules/@lp/ui', '../../packages/ui'],
      ['node_modules/tokens', '../tokens'],
    ]);
  });

  it('never links into the main checkout’s workspaces or the tools’ scratch folders', () => {
    const targets = plan.links.map(([, target]: [string, string]) => target);
    expect(targets).not.toContain('/work/main/node_modules/@lp');
    expect(targets.filter((target: string) => /\.vite|\.cache|package-lock/.test(target))).toEqual(
      [],
    );
  });
});

describe('cpuQuota and hostLine', () => {
  it('reads a container’s CPU limit from cgroup v2 or v1, and none when unlimited', () => {
    expect(cpuQuota({ v2: 'max 100000\n' })).toBeNull();
    expect(cpuQuota({ v2: '150000 100000\n' })).toBe(1.5);
    expect(cpuQuota({ v1Quota: '-1\n', v1Period: '100000\n' })).toBeNull();
    expect(cpuQuota({ v1Quota: '100000\n', v1Period: '100000\n' })).toBe(1);
    expect(cpuQuota({})).toBeNull();
  });

  it('says what the machine gave the browser, and how busy it was at both ends', () => {
    const start = { cpus: 2, model: 'AMD EPYC', quota: null, load: 0.414 };
    expect(hostLine(start, { load: 3.1 })).toBe(
      'host: 2 CPUs (AMD EPYC), no CPU quota, load average 0.41 at the start, 3.10 at the end',
    );
    expect(hostLine({ ...start, cpus: 1, quota: 1 }, { load: 1 })).toMatch(
      /^host: 1 CPU \(AMD EPYC\), a CPU quota of 1.00,/,
    );
  });
});
