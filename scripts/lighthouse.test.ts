import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AIM,
  DEFAULT_PATH,
  DEFAULT_RUNS,
  aimStatus,
  assetPaths,
  checkAppServed,
  externalRequests,
  figuresFromLhr,
  formatReport,
  median,
  medianFigures,
  parseArgs,
  redirectProblem,
  // @ts-expect-error: a plain ESM script without type declarations
} from './lighthouse.mjs';

type Figures = { performance: number; lcp: number; tbt: number; cls: number };

/** The parts of a Lighthouse result (LHR) that the script reads. */
function lhrWith(figures: Figures, extra: Record<string, unknown> = {}) {
  return {
    categories: { performance: { score: figures.performance } },
    audits: {
      'largest-contentful-paint': { numericValue: figures.lcp },
      'total-blocking-time': { numericValue: figures.tbt },
      'cumulative-layout-shift': { numericValue: figures.cls },
    },
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
  it('defaults to the seeded text lesson, five runs and starting its own server', () => {
    expect(parseArgs([], {})).toEqual({ path: DEFAULT_PATH, runs: DEFAULT_RUNS, baseUrl: null });
    expect(DEFAULT_PATH).toBe('/course/course-1/lesson/lesson-1-2');
    expect(DEFAULT_RUNS).toBe(5);
  });

  it('reads --path and --runs in both spellings', () => {
    expect(parseArgs(['--path', '/dashboard', '--runs=3'], {})).toMatchObject({
      path: '/dashboard',
      runs: 3,
    });
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

describe('figuresFromLhr', () => {
  it('reads the score and the three metrics in their units', () => {
    const figures = { performance: 0.97, lcp: 1834.2, tbt: 12.5, cls: 0.0123 };
    expect(figuresFromLhr(lhrWith(figures))).toEqual(figures);
  });

  it('fails loudly when Lighthouse could not measure the page', () => {
    const failed = lhrWith(
      { performance: 0, lcp: 0, tbt: 0, cls: 0 },
      { runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } },
    );
    expect(() => figuresFromLhr(failed)).toThrow(/NO_FCP/);
  });

  it('fails when the score or a metric is missing rather than printing a zero', () => {
    const unscored = lhrWith({ performance: 0.9, lcp: 1, tbt: 1, cls: 0 });
    unscored.categories.performance.score = null as unknown as number;
    expect(() => figuresFromLhr(unscored)).toThrow(/no performance score/);

    const noLcp = lhrWith({ performance: 0.9, lcp: 1, tbt: 1, cls: 0 });
    noLcp.audits['largest-contentful-paint'] = {
      errorMessage: 'NO_LCP',
    } as unknown as { numericValue: number };
    expect(() => figuresFromLhr(noLcp)).toThrow(/largest-contentful-paint: NO_LCP/);
  });
});

describe('medianFigures and aimStatus', () => {
  const runs: Figures[] = [
    { performance: 0.99, lcp: 1500, tbt: 0, cls: 0.001 },
    { performance: 0.93, lcp: 2400, tbt: 90, cls: 0.06 },
    { performance: 0.96, lcp: 1800, tbt: 30, cls: 0.02 },
  ];

  it('takes each figure’s median on its own', () => {
    expect(medianFigures(runs)).toEqual({ performance: 0.96, lcp: 1800, tbt: 30, cls: 0.02 });
  });

  it('meets the aim at exactly 0.95 and misses it at a CLS of exactly 0.05', () => {
    expect(AIM).toEqual({ performance: 0.95, cls: 0.05 });
    expect(aimStatus({ performance: 0.95, lcp: 0, tbt: 0, cls: 0.049 })).toEqual({
      performance: true,
      cls: true,
    });
    expect(aimStatus({ performance: 0.94, lcp: 0, tbt: 0, cls: 0.05 })).toEqual({
      performance: false,
      cls: false,
    });
  });
});

describe('formatReport', () => {
  const report: string = formatReport({
    url: 'http://127.0.0.1:3100/course/course-1/lesson/lesson-1-2',
    chromium: '156.0.8078.79',
    lighthouse: '12.8.2',
    benchmarkIndex: 1234.4,
    runs: [
      { performance: 0.981, lcp: 1500.4, tbt: 10.6, cls: 0 },
      { performance: 0.9, lcp: 2400, tbt: 120, cls: 0.0804 },
      { performance: 0.96, lcp: 1800.6, tbt: 30, cls: 0.0301 },
    ],
  });
  const lines: string[] = report.split('\n');

  it('names the tools, the page and the number of runs', () => {
    expect(lines[0]).toBe(
      'Lighthouse 12.8.2, mobile preset (Moto G Power, simulated throttling), Chromium 156.0.8078.79, host benchmark index 1234',
    );
    expect(lines[1]).toBe('http://127.0.0.1:3100/course/course-1/lesson/lesson-1-2, 3 runs');
  });

  it('prints each run and the median: score with two decimals, ms whole, CLS with three', () => {
    const row = (label: string) =>
      lines
        .find((line) => line.startsWith(`${label} `))
        ?.trim()
        .split(/\s+/);
    expect(row('run')).toEqual(['run', 'performance', 'LCP', '(ms)', 'TBT', '(ms)', 'CLS']);
    expect(row('1')).toEqual(['1', '0.98', '1500', '11', '0.000']);
    expect(row('2')).toEqual(['2', '0.90', '2400', '120', '0.080']);
    expect(row('median')).toEqual(['median', '0.96', '1801', '30', '0.030']);
  });

  it('lines the columns up under their titles', () => {
    const table = lines.slice(3, 8);
    const ends = (line: string) =>
      [...line.matchAll(/\S+(?=\s{2,}|$)/g)].map((m) => m.index! + m[0].length);
    const [header, ...rows] = table.map(ends);
    for (const row of rows) expect(row.slice(-4)).toEqual(header!.slice(-4));
  });

  it('marks the aim on the medians, met or not met', () => {
    expect(report).toContain('performance >= 0.95: met (0.96)');
    expect(report).toContain('CLS < 0.05: met (0.030)');
    const missed: string = formatReport({
      url: 'http://127.0.0.1:3100/dashboard',
      chromium: '156',
      lighthouse: '12.8.2',
      runs: [{ performance: 0.66, lcp: 5600, tbt: 130, cls: 0.2 }],
    });
    expect(missed).toContain('http://127.0.0.1:3100/dashboard, 1 run\n');
    expect(missed).toContain('performance >= 0.95: not met (0.66)');
    expect(missed).toContain('CLS < 0.05: not met (0.200)');
    expect(missed).not.toContain('benchmark index');
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
  it('lists only the http(s) requests that left the app’s origin', () => {
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
