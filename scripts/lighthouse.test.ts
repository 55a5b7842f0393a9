import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleCourses } from '@lp/contract';
import { afterEach, describe, expect, it } from 'vitest';
// The modules are plain ESM scripts without type declarations (run by tsx, like the benchmark).
// @ts-expect-error: no declarations
import { checkAppServed } from './lighthouse/app-served.mjs';
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
import { DEFAULT_RUNS, parseArgs } from './lighthouse/options.mjs';
// @ts-expect-error: no declarations
import { failLine, formatTable, retryLine, runLine } from './lighthouse/report.mjs';
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
    expect(parseArgs([], {})).toEqual({ paths: null, runs: DEFAULT_RUNS, baseUrl: null });
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
