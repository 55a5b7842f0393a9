// The last table of a `--before` run: each page's median score and TBT on both sides and the
// change. Both sides ran in the same rounds on the same machine, so a load spike fell on both;
// the baseline, one build measured on both sides, shows how far the noise alone moves them.
import { medianFigures } from './figures.mjs';

/**
 * @typedef {import('./report.mjs').PageResult} PageResult
 * @typedef {{ median: number, min: number, max: number } | null} Benchmark
 * @typedef {{ name: string, label: string, benchmark: Benchmark }} Side
 */

/** @param {number} value */
const signed = (value, digits) =>
  `${value > 0 ? '+' : value < 0 ? '-' : '±'}${Math.abs(value).toFixed(digits)}`;

/**
 * @param {PageResult} page
 * @param {number} runs
 * @returns {{ cells: [string, string], medians: { performance: number, tbt: number } | null }}
 */
function sideCells(page, runs) {
  if (page.failure)
    return { cells: [`failed at run ${page.failure.run}/${runs}`, ''], medians: null };
  if (page.runs.length === 0) return { cells: ['no runs', ''], medians: null };
  const { performance, tbt } = medianFigures(page.runs);
  return {
    cells: [performance.toFixed(2), String(Math.round(tbt))],
    medians: { performance, tbt },
  };
}

/** @param {Side} side */
function benchmarkText({ name, benchmark }) {
  if (!benchmark) return `${name} no run finished`;
  const { median, min, max } = benchmark;
  const range = max > min ? ` (${Math.round(min)}-${Math.round(max)})` : '';
  return `${name} ${Math.round(median)}${range}`;
}

/**
 * @param {{ before: Side, after: Side, runs: number, rows: Array<{ label: string, before: PageResult, after: PageResult }> }} comparison
 */
export function formatComparison({ before, after, runs, rows }) {
  const titles = [
    'page',
    'score before',
    'TBT before (ms)',
    'score after',
    'TBT after (ms)',
    'score change',
    'TBT change (ms)',
  ];
  const cells = rows.map(({ label, before: was, after: now }) => {
    const old = sideCells(was, runs);
    const current = sideCells(now, runs);
    const change =
      old.medians && current.medians
        ? [
            signed(current.medians.performance - old.medians.performance, 2),
            signed(Math.round(current.medians.tbt) - Math.round(old.medians.tbt), 0),
          ]
        : ['-', '-'];
    return [label, ...old.cells, ...current.cells, ...change];
  });
  const widths = titles.map((title, c) =>
    Math.max(title.length, ...cells.map((row) => row[c].length)),
  );
  const line = (row) =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  const sameBuild = rows.some(({ before: was }) => was.target.access === 'baseline');
  return [
    `before: ${before.label}`,
    `after:  ${after.label}`,
    `medians of up to ${runs} run${runs === 1 ? '' : 's'} per page and side; each round measured every page on before, then on after`,
    '',
    line(titles),
    ...cells.map(line),
    '',
    `host benchmark index, median (range): ${benchmarkText(before)}, ${benchmarkText(after)}`,
    ...(sameBuild
      ? ["the baseline is one build measured on both sides: its change is this run's noise"]
      : []),
  ].join('\n');
}
