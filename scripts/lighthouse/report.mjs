// What `npm run bench:lighthouse` prints: a line per run (and per retry), then one table of
// every page's medians against its aims.
import { medianFigures } from './figures.mjs';
import { aimMet } from './targets.mjs';

/**
 * @typedef {import('./figures.mjs').Figures} Figures
 * @typedef {import('./targets.mjs').Target} Target
 * @typedef {import('./targets.mjs').Aim} Aim
 * @typedef {import('./targets.mjs').FigureName} FigureName
 * @typedef {{ run: number, reason: string, retries: number }} Failure
 * @typedef {{ target: Target, aims: Aim[], runs: Figures[], failure: Failure | null }} PageResult
 */

/** @type {Array<{ figure: FigureName, title: string, unit: string, show: (value: number) => string }>} */
const FIGURES = [
  { figure: 'performance', title: 'performance', unit: '', show: (v) => v.toFixed(2) },
  { figure: 'fcp', title: 'FCP (ms)', unit: ' ms', show: (v) => Math.round(v).toString() },
  { figure: 'lcp', title: 'LCP (ms)', unit: ' ms', show: (v) => Math.round(v).toString() },
  { figure: 'tbt', title: 'TBT (ms)', unit: ' ms', show: (v) => Math.round(v).toString() },
  { figure: 'cls', title: 'CLS', unit: '', show: (v) => v.toFixed(3) },
];
const byFigure = Object.fromEntries(FIGURES.map((column) => [column.figure, column]));
/** The figures that some page has an aim for, each with a column of its own. */
const AIM_FIGURES = /** @type {FigureName[]} */ (['performance', 'lcp', 'tbt', 'cls']);

const runOf = (target, run, runs) => `run ${run}/${runs} of ${target.label}`;

/**
 * @param {Target} target
 * @param {number} run 1-based
 * @param {number} runs
 * @param {Figures} figures
 */
export function runLine(target, run, runs, figures) {
  const shown = FIGURES.map(
    ({ figure, unit, show }) =>
      `${figure === 'performance' ? 'performance' : figure.toUpperCase()} ${show(figures[figure])}${unit}`,
  );
  return `${runOf(target, run, runs)}: ${shown.join(', ')}`;
}

/**
 * @param {Target} target
 * @param {number} run
 * @param {number} runs
 * @param {string} reason
 * @param {number} retry 1-based: which retry this is
 * @param {number} maxRetries
 */
export function retryLine(target, run, runs, reason, retry, maxRetries) {
  return `${runOf(target, run, runs)}: ${reason}, retrying (${retry} of ${maxRetries})`;
}

/**
 * @param {Target} target
 * @param {number} runs
 * @param {Failure} failure
 */
export function failLine(target, runs, failure) {
  return `${runOf(target, failure.run, runs)}: ${failureText(failure)}; no more runs of this page`;
}

/** @param {Failure} failure */
function failureText({ reason, retries }) {
  return retries === 0 ? reason : `${reason} after ${retries} retr${retries === 1 ? 'y' : 'ies'}`;
}

/**
 * @param {Aim} aim
 * @param {Figures} figures
 */
function aimCell(aim, figures) {
  const limit = `${aim.comparison} ${aim.limit}${byFigure[aim.figure].unit}`;
  return `${limit} ${aimMet(aim, figures) ? 'met' : 'not met'}`;
}

/**
 * What measured: the versions to compare before comparing figures from two machines.
 * @param {string} lighthouse
 * @param {string} chromium
 */
export function toolsLine(lighthouse, chromium) {
  return `Lighthouse ${lighthouse}, mobile preset (Moto G Power, simulated throttling), Chromium ${chromium}, cold loads`;
}

/**
 * The table: per page its medians, how many runs they are over, and each of its aims met or
 * not met (`-` where the page has no aim for that figure); a failed page says where it failed.
 * Then the host's benchmark index (its median, and its range when given), which says how busy
 * the machine was. `tools: false` leaves out the first line (toolsLine) when it was printed
 * already.
 * @param {{ lighthouse: string, chromium: string, benchmarkIndex?: number, benchmarkRange?: { min: number, max: number }, pages: PageResult[], runs: number, tools?: boolean }} report
 */
export function formatTable({
  lighthouse,
  chromium,
  benchmarkIndex,
  benchmarkRange,
  pages,
  runs,
  tools = true,
}) {
  const titles = [
    'page',
    ...FIGURES.map((column) => column.title),
    'runs',
    ...AIM_FIGURES.map(
      (figure) => `${figure === 'performance' ? figure : figure.toUpperCase()} aim`,
    ),
  ];
  /** @type {Array<string[] | [string, string]>} */
  const rows = pages.map(({ target, aims, runs: measured, failure }) => {
    if (failure) {
      return [target.label, `failed at run ${failure.run}/${runs}: ${failureText(failure)}`];
    }
    const middle = medianFigures(measured);
    return [
      target.label,
      ...FIGURES.map(({ figure, show }) => show(middle[figure])),
      String(measured.length),
      ...AIM_FIGURES.map((figure) => {
        const aim = aims.find((candidate) => candidate.figure === figure);
        return aim ? aimCell(aim, middle) : '-';
      }),
    ];
  });
  const full = rows.filter((row) => row.length === titles.length);
  // A failed page's message spans the figure columns, so only its name sets a width.
  const widths = titles.map((title, c) =>
    Math.max(title.length, ...(c === 0 ? rows : full).map((row) => row[c].length)),
  );
  // The page name and the aims read left to right; the figures line up on their last digit.
  const leftAligned = (c) => c === 0 || c > FIGURES.length + 1;
  const line = (row) =>
    row
      .map((cell, c) =>
        row.length < titles.length && c === row.length - 1
          ? cell
          : leftAligned(c)
            ? cell.padEnd(widths[c])
            : cell.padStart(widths[c]),
      )
      .join('  ')
      .trimEnd();
  const range =
    benchmarkRange && benchmarkRange.max > benchmarkRange.min
      ? `, ${Math.round(benchmarkRange.min)}-${Math.round(benchmarkRange.max)} from run to run`
      : '';
  const index =
    benchmarkIndex === undefined
      ? 'host benchmark index: no run finished'
      : `host benchmark index ${Math.round(benchmarkIndex)} (median over every run${range}; compare figures only between runs with similar indexes)`;
  return [
    ...(tools ? [toolsLine(lighthouse, chromium)] : []),
    `medians of up to ${runs} run${runs === 1 ? '' : 's'} per page; issue 20's aims judged on the medians; the baseline is a reference with no aim`,
    '',
    line(titles),
    ...rows.map(line),
    '',
    index,
  ].join('\n');
}
