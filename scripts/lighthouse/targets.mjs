// The pages `npm run bench:lighthouse` measures and issue 20's aims for each, judged on the
// medians of cold mobile runs.

export const SIGN_IN_PATH = '/auth/login';
export const TEXT_LESSON_PATH = '/course/course-1/lesson/lesson-1-2';
/** lesson-1-1 is the seeded course's video lesson (packages/contract samples, courses.ts). */
export const VIDEO_LESSON_PATH = '/course/course-1/lesson/lesson-1-1';

/**
 * @typedef {'baseline' | 'signed-out' | 'signed-in'} Access
 * @typedef {{ label: string, path: string, access: Access }} Target
 * `baseline` is the bare React 19 + react-router app (bench/route-baseline), on its own origin.
 */

/**
 * The whole run with no --path, in the order of the issue: the baseline, the sign-in page
 * signed out, then the signed-in pages.
 * @type {Target[]}
 */
export const DEFAULT_TARGETS = [
  { label: 'baseline (bare app)', path: '/', access: 'baseline' },
  { label: SIGN_IN_PATH, path: SIGN_IN_PATH, access: 'signed-out' },
  { label: '/dashboard', path: '/dashboard', access: 'signed-in' },
  { label: 'text lesson (lesson-1-2)', path: TEXT_LESSON_PATH, access: 'signed-in' },
  { label: 'video lesson (lesson-1-1)', path: VIDEO_LESSON_PATH, access: 'signed-in' },
];

/**
 * The pages of the app that only a signed-out visitor sees: every public-only route of the
 * route table lives under /auth/, and a signed-in visit there is sent on to the dashboard.
 * @param {string} path
 */
export function isSignedOutPath(path) {
  return path.startsWith('/auth/');
}

/**
 * What to measure: the five default targets, or the pages named with --path (no baseline),
 * each signed in or out as that page needs.
 * @param {string[] | null} paths
 * @returns {Target[]}
 */
export function targetsFor(paths) {
  if (paths === null) return DEFAULT_TARGETS;
  return paths.map((path) => ({
    label: path,
    path,
    access: isSignedOutPath(path) ? 'signed-out' : 'signed-in',
  }));
}

/**
 * @typedef {'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls'} FigureName
 * @typedef {{ figure: FigureName, comparison: '>=' | '<=' | '<', limit: number }} Aim
 */

const LESSON = /^\/course\/[^/]+\/lesson\/[^/]+$/;

/**
 * Issue 20's aims for a page: performance >= 0.95 (0.98 on the sign-in page), LCP <= 2.5 s on
 * a lesson, and everywhere TBT <= 150 ms and CLS < 0.05. The baseline is a reference figure
 * with no aim.
 * @param {Target} target
 * @returns {Aim[]}
 */
export function aimsFor(target) {
  if (target.access === 'baseline') return [];
  /** @type {Aim[]} */
  const aims = [
    { figure: 'performance', comparison: '>=', limit: target.path === SIGN_IN_PATH ? 0.98 : 0.95 },
  ];
  if (LESSON.test(target.path)) aims.push({ figure: 'lcp', comparison: '<=', limit: 2500 });
  aims.push({ figure: 'tbt', comparison: '<=', limit: 150 });
  aims.push({ figure: 'cls', comparison: '<', limit: 0.05 });
  return aims;
}

/**
 * Whether a figure meets its aim.
 * @param {Aim} aim
 * @param {Record<FigureName, number>} figures
 */
export function aimMet(aim, figures) {
  const value = figures[aim.figure];
  if (aim.comparison === '>=') return value >= aim.limit;
  if (aim.comparison === '<=') return value <= aim.limit;
  return value < aim.limit;
}
