// Where a run's main-thread time went, read from its Lighthouse result: the work by group, the
// DOM size and the long tasks. Printed for each page's median run, so that figures taken on two
// machines (or two days) can be told apart: machine load shows up as "other" and as long tasks
// nobody's script owns, while more script shows up as script evaluation on named chunks.
import { median } from './figures.mjs';

/** How many long tasks are printed per run, longest first. */
export const LONG_TASKS_SHOWN = 8;

/**
 * Lighthouse's task groups (mainthread-work-breakdown's `group`), shortened for one line.
 * @type {Record<string, string>}
 */
const GROUP_NAMES = {
  other: 'other',
  scriptEvaluation: 'script evaluation',
  styleLayout: 'style & layout',
  paintCompositeRender: 'rendering',
  scriptParseCompile: 'script parsing',
  parseHTML: 'HTML & CSS parsing',
  garbageCollection: 'garbage collection',
};

/**
 * @typedef {{ group: string, ms: number }} GroupTime
 * @typedef {{ url: string, start: number, duration: number }} LongTask
 * @typedef {{ mainThread: number, breakdown: GroupTime[], domSize: number | null, longTasks: LongTask[] }} Details
 * Times in ms as Lighthouse reports them: with simulated throttling the breakdown is the
 * observed time multiplied by the CPU slowdown (4x), and long tasks are simulated.
 */

/**
 * A run's main-thread details. Missing audits give empty lists rather than an error: these
 * figures explain a score, they are not the score.
 * @param {any} lhr
 * @returns {Details}
 */
export function detailsFromLhr(lhr) {
  const audits = lhr.audits ?? {};
  /** @type {Map<string, number>} */
  const byGroup = new Map();
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    byGroup.set(item.group, (byGroup.get(item.group) ?? 0) + item.duration);
  }
  const breakdown = [...byGroup].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms);
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .map((item) => ({ url: item.url, start: item.startTime, duration: item.duration }))
    .sort((a, b) => b.duration - a.duration)
    .slice(0, LONG_TASKS_SHOWN);
  const domSize = audits['dom-size']?.numericValue;
  return {
    mainThread: breakdown.reduce((sum, { ms }) => sum + ms, 0),
    breakdown,
    domSize: typeof domSize === 'number' ? domSize : null,
    longTasks,
  };
}

/**
 * Which run is the median run: the one whose TBT is the median (TBT is what moves these
 * scores). With an even count, the lower of the two middle runs; ties keep run order.
 * @param {Array<{ tbt: number }>} runs
 * @returns {number} index into runs
 */
export function medianRunIndex(runs) {
  if (runs.length === 0) throw new Error('median run of no runs');
  const order = runs.map((_, index) => index).sort((a, b) => runs[a].tbt - runs[b].tbt);
  return order[Math.floor((runs.length - 1) / 2)];
}

/**
 * A long task's source in a few characters: the page's own document, a file's name, or
 * Lighthouse's "Unattributable" (work no script of the page is known to have started).
 * @param {string} url
 * @param {string} pageUrl
 */
export function taskSource(url, pageUrl) {
  if (!URL.canParse(url)) return url.toLowerCase();
  const { pathname } = new URL(url);
  if (pathname === new URL(pageUrl).pathname) return 'document';
  return pathname.split('/').filter(Boolean).at(-1) ?? pathname;
}

/**
 * The lines printed for a page's median run: its score, TBT and DOM size, the main-thread
 * work by group, and the long tasks (source @ start: duration, in ms), wrapped at width.
 * @param {{ title: string, pageUrl: string, figures: { performance: number, tbt: number }, details: Details }} run
 * @param {number} [width]
 */
export function detailLines({ title, pageUrl, figures, details }, width = 100) {
  const dom = details.domSize === null ? 'DOM size unknown' : `DOM ${details.domSize} elements`;
  const groups = details.breakdown
    .map(({ group, ms }) => `${GROUP_NAMES[group] ?? group} ${Math.round(ms)}`)
    .join(', ');
  const tasks = details.longTasks.map(
    (task) =>
      `${taskSource(task.url, pageUrl)} @${Math.round(task.start)}: ${Math.round(task.duration)}`,
  );
  return [
    `${title}: performance ${figures.performance.toFixed(2)}, TBT ${Math.round(figures.tbt)} ms, ${dom}`,
    `  main thread ${Math.round(details.mainThread)} ms: ${groups || 'no breakdown'}`,
    ...wrap('  long tasks ', tasks.length > 0 ? tasks : ['none'], width),
  ];
}

/**
 * Joins items with ", " into lines of at most width characters (an item longer than that
 * gets a line of its own); lines after the first are indented under the first item.
 * @param {string} head
 * @param {string[]} items
 * @param {number} width
 */
function wrap(head, items, width) {
  const lines = [];
  let line = head;
  let onLine = 0;
  for (const [i, item] of items.entries()) {
    const piece = i < items.length - 1 ? `${item},` : item;
    if (onLine > 0 && line.length + 1 + piece.length > width) {
      lines.push(line);
      line = ' '.repeat(head.length);
      onLine = 0;
    }
    line += onLine > 0 ? ` ${piece}` : piece;
    onLine++;
  }
  lines.push(line);
  return lines;
}

/**
 * The host's benchmark index over runs: its median and range, which say how busy the machine
 * was (Lighthouse measures it before each run; about 2,500-2,800 here when idle).
 * @param {number[]} indexes
 */
export function benchmarkSummary(indexes) {
  if (indexes.length === 0) return null;
  return { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) };
}
