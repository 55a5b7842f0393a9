// A Vitest reporter that prints where the time went: per project, the files and the summed
// setup, import (collect) and test time, then the slowest files with the same split. It writes
// the same figures as JSON (LP_VITEST_TIMING=<file>) so `npm test` can show them in its summary,
// with the run's unhandled errors, which `npm test` counts. Nothing here fails a run itself.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

interface FileTiming {
  project: string;
  file: string;
  setup: number;
  collect: number;
  tests: number;
  total: number;
}

const SLOWEST = 30;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

export default class TimingReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ) {
    const timings: FileTiming[] = modules.map((module) => {
      const d = module.diagnostic();
      const setup = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
      return {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        setup,
        collect: d.collectDuration,
        tests: d.duration,
        total: setup + d.collectDuration + d.duration,
      };
    });

    const byProject = new Map<string, FileTiming[]>();
    for (const timing of timings) {
      byProject.set(timing.project, [...(byProject.get(timing.project) ?? []), timing]);
    }
    const sum = (list: FileTiming[], key: keyof Omit<FileTiming, 'project' | 'file'>) =>
      list.reduce((total, timing) => total + timing[key], 0);

    console.log('\nVitest time per project (summed over files: setup + import + tests)');
    for (const [project, list] of [...byProject].sort(
      (a, b) => sum(b[1], 'total') - sum(a[1], 'total'),
    )) {
      console.log(
        `  ${project.padEnd(28)} ${String(list.length).padStart(4)} files ${seconds(sum(list, 'setup'))} setup ${seconds(sum(list, 'collect'))} import ${seconds(sum(list, 'tests'))} tests`,
      );
    }
    console.log(`\nSlowest ${SLOWEST} files (setup / import / tests)`);
    for (const timing of [...timings].sort((a, b) => b.total - a.total).slice(0, SLOWEST)) {
      console.log(
        `  ${seconds(timing.total)} ${seconds(timing.setup)} ${seconds(timing.collect)} ${seconds(timing.tests)}  ${timing.project}  ${timing.file}`,
      );
    }

    const out = process.env.LP_VITEST_TIMING;
    if (out) {
      const projects = Object.fromEntries(
        [...byProject].map(([project, list]) => [
          project,
          {
            files: list.length,
            setup: sum(list, 'setup'),
            collect: sum(list, 'collect'),
            tests: sum(list, 'tests'),
          },
        ]),
      );
      // Errors outside any test (an unhandled rejection, a crashed worker): npm test counts each
      // as a failure, since the canaries' expected failures make Vitest's exit code say nothing.
      const errors = unhandledErrors.map((error) => error.message ?? String(error));
      writeFileSync(out, JSON.stringify({ projects, files: timings, errors }, null, 2));
    }
  }
}
