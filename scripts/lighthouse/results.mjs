// What `npm run bench:lighthouse` prints once every run is done: the versions and the machine,
// each page's median run in detail, each side's table of medians against the aims, and with
// --before the comparison of the two sides, last so that it ends the output.
import { formatComparison } from './compare.mjs';
import { LONG_TASKS_SHOWN, benchmarkSummary, detailLines, medianRunIndex } from './details.mjs';
import { formatTable, toolsLine } from './report.mjs';

/**
 * @typedef {{ name: string | null, label: string, baseUrl: string, benchmarkIndexes: number[] }} Side
 * @typedef {import('./report.mjs').PageResult & { side: Side, title: string, details: import('./details.mjs').Details[], pageUrls: string[] }} Slot
 */

/**
 * Prints the results of every run (see the top of this file).
 * @param {{ sides: Side[], slots: Slot[], runs: number, lighthouseVersion: string, chromiumVersion: string, machine: string }} results
 */
export function printResults({ sides, slots, runs, lighthouseVersion, chromiumVersion, machine }) {
  console.log(`\n${toolsLine(lighthouseVersion, chromiumVersion)}\n${machine}`);
  console.log(
    `Each page's median run (by TBT): main-thread ms by group (on the 4x slower CPU), DOM size,\n` +
      `the ${LONG_TASKS_SHOWN} longest tasks as source @start: duration (ms, simulated)`,
  );
  for (const slot of slots) {
    if (slot.runs.length === 0) continue;
    const index = medianRunIndex(slot.runs);
    const title = `${slot.title}, run ${index + 1} of ${slot.runs.length}`;
    const run = { title, pageUrl: slot.pageUrls[index], figures: slot.runs[index] };
    console.log(detailLines({ ...run, details: slot.details[index] }).join('\n'));
  }
  for (const side of sides) {
    const benchmark = benchmarkSummary(side.benchmarkIndexes);
    const heading = side.name ? `\n${side.name}: ${side.label}` : `\n${side.label}`;
    const table = formatTable({
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      benchmarkIndex: benchmark?.median,
      benchmarkRange: benchmark ?? undefined,
      pages: slots.filter((slot) => slot.side === side),
      runs,
      tools: false,
    });
    console.log(`${heading}\n${table}`);
  }
  if (sides.length === 2) {
    const [before, after] = sides.map((side) => ({
      name: /** @type {string} */ (side.name),
      label: side.label,
      benchmark: benchmarkSummary(side.benchmarkIndexes),
    }));
    const of = (side) => slots.filter((slot) => slot.side === side);
    const rows = of(sides[0]).map((slot, i) => ({
      label: slot.target.label,
      before: slot,
      after: of(sides[1])[i],
    }));
    console.log(`\n${formatComparison({ before, after, runs, rows })}`);
  }
}
