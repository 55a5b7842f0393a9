// `npm test`: every check and every test runner, then one closing line `N passed, N failed`
// summed over the runners (Vitest's projects, Playwright's journeys). A check that is not a
// test runner (typecheck, lint, budgets, route budgets) counts as one test. Exits non-zero
// when anything failed.
//
// The order keeps both cores busy (decision 0019): the single-threaded checks run beside the
// app's build; then one Vitest run holds every project (unit, stories, the axe canaries);
// then the journeys and the route budgets use the app built at the start.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies } from './ensure-env.mjs';
import { printSummary, runStep, steps } from './run-steps.mjs';

ensureDependencies();
ensureChromium();

const startedAt = Date.now();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(repo, '.vitest-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
/** The names of the tests that failed, printed again at the very end: CI keeps only the tail. */
const failedTests = [];
const flakyTests = [];
const count = (ok) => (ok ? totals.passed++ : totals.failed++);
const quiet = { cwd: repo, quiet: true };

// 1. Checks beside the build: tsc, ESLint and esbuild each use one core.
const [typecheck, lint, budgets, built] = await Promise.all([
  runStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], quiet),
  runStep('lint', 'npm', ['run', '--silent', 'lint'], quiet),
  runStep('budgets', 'node', ['scripts/budget.mjs'], quiet),
  runStep(
    'build the app',
    'npm',
    ['run', '--silent', 'build', '-w', '@lp/app', '--', '--logLevel', 'warn'],
    quiet,
  ),
]);
[typecheck, lint, budgets].forEach(count);
if (!built) totals.failed++;

// 2. One Vitest run: node and jsdom unit tests, every story in Chromium with axe and the
// contrast pass over every brand and mode, and the canaries that must fail.
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = await runStep(
  'vitest: unit tests, stories, axe canaries',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-timing-reporter.ts',
    `--outputFile.json=${vitestReport}`,
  ],
  { cwd: repo, env: { LP_VITEST_TIMING: path.join(reports, 'vitest-timing.json') } },
);
const vitestCounted = countVitest(vitestReport);
const unhandled = countUnhandledErrors();
// Vitest exits non-zero for the canaries' failures, which are expected: the step failed only
// when a test that must pass did not (or it failed with no report to say why).
steps.find((step) => step.title.startsWith('vitest')).ok =
  vitestOk || (vitestCounted.onlyCanariesFailed && unhandled === 0);

// 3. The journeys, against the app built in step 1 and the real server.
if (
  existsSync(path.join(repo, 'e2e')) &&
  readdirSync(path.join(repo, 'e2e')).some((f) => f.endsWith('.spec.ts'))
) {
  const e2eReport = path.join(reports, 'e2e.json');
  await runStep('end-to-end (Playwright)', 'npx', ['playwright', 'test'], {
    cwd: repo,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, LP_APP_BUILT: built ? '1' : '' },
  });
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    // A journey that passed on its second try counts as passed and is named as flaky.
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    failedTests.push(...journeysWith(report, 'unexpected'));
    flakyTests.push(...journeysWith(report, 'flaky'));
  } else totals.failed++;
}

// 4. After Playwright, whose server is gone, side by side: the route JavaScript budgets (issue
// 7) on the same build; the design system as another team installs it (issue 36: the packages
// built, packed and checked with publint and attw, then a consumer app outside the workspace
// built from the tarballs and checked in Chromium); Storybook's static build, whose index must
// list every story.
const [routeBudgets, packages, storybook] = await Promise.all([
  runStep('route budgets', 'npx', ['tsx', 'scripts/route-sizes.ts'], {
    ...quiet,
    env: { LP_APP_BUILT: built ? '1' : '' },
  }),
  (async () =>
    (await runStep(
      'design-system packages: build',
      'npm',
      ['run', '--silent', 'build:packages'],
      quiet,
    )) &&
    (await runStep(
      'design-system packages: publint and attw',
      'node',
      ['scripts/package-checks.mjs'],
      quiet,
    )) &&
    (await runStep(
      'design-system packages: a consumer app',
      'npx',
      ['tsx', 'scripts/consumer-check.ts'],
      quiet,
    )))(),
  (async () =>
    (await runStep(
      'storybook: static build',
      'npx',
      ['storybook', 'build', '--quiet', '-o', 'storybook-static'],
      quiet,
    )) &&
    (await runStep(
      'storybook: every story in the index',
      'node',
      ['scripts/storybook-index-check.mjs'],
      quiet,
    )))(),
]);
[routeBudgets, packages, storybook].forEach(count);

printTimingFigures();
printSummary(startedAt);
for (const name of flakyTests) console.log(`flaky (passed on its second try): ${name}`);
for (const name of failedTests) console.log(`failed: ${name}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

/**
 * Counts Vitest's results. The canaries (files named *.axe-canary.stories.tsx) are deliberate
 * failures: together they count as one test, passed only when every one of them failed for
 * its reason (an unnamed icon button caught by the full axe run; low contrast in one brand
 * and mode caught by the contrast pass, naming both).
 */
function countVitest(file) {
  if (!existsSync(file)) {
    console.log('vitest wrote no report');
    totals.failed++;
    return { onlyCanariesFailed: false };
  }
  const failedBefore = totals.failed;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const canaryFailures = [];
  let canaryRan = 0;
  for (const result of report.testResults) {
    const canary = result.name.includes('.axe-canary.stories.');
    for (const test of result.assertionResults) {
      if (canary) {
        canaryRan++;
        if (test.status === 'failed') canaryFailures.push(test.failureMessages.join('\n'));
      } else if (test.status === 'passed') totals.passed++;
      else if (test.status === 'failed') {
        totals.failed++;
        failedTests.push(`vitest ${path.relative(repo, result.name)} › ${test.fullName}`);
      }
    }
    // A file that failed to load has no test that failed: count it once.
    if (
      !canary &&
      result.status === 'failed' &&
      !result.assertionResults.some((t) => t.status === 'failed')
    ) {
      console.log(`vitest: ${path.relative(repo, result.name)} failed to run: ${result.message}`);
      failedTests.push(`vitest ${path.relative(repo, result.name)} (failed to run)`);
      totals.failed++;
    }
  }
  const expected = [/button-name/, /brand forest-green, dark: color-contrast/];
  const caught = expected.map((reason) => canaryFailures.some((message) => reason.test(message)));
  const allCaught = canaryRan > 0 && canaryFailures.length === canaryRan && caught.every(Boolean);
  console.log(
    allCaught
      ? `axe canaries: all ${canaryRan} failed as they must (button-name; contrast in forest-green dark)`
      : `axe canaries: NOT all caught (${canaryFailures.length} of ${canaryRan} failed; reasons seen: ${caught})`,
  );
  count(allCaught);
  steps.push({ title: 'axe canaries fail as they must', ok: allCaught, seconds: 0 });
  return { onlyCanariesFailed: totals.failed === failedBefore };
}

/** Playwright's JSON report: every journey of an outcome ('unexpected', 'flaky'), as "file › title [project]". */
function journeysWith(report, outcome) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === outcome)
          names.push(`e2e ${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

/** Errors Vitest met outside any test (the timing reporter lists them): each is a failure. */
function countUnhandledErrors() {
  const file = path.join(reports, 'vitest-timing.json');
  if (!existsSync(file)) {
    console.log('vitest: the timing reporter wrote nothing, so its errors are unknown');
    totals.failed++;
    return 1;
  }
  const { errors } = JSON.parse(readFileSync(file, 'utf8'));
  for (const message of errors) console.log(`vitest: an error outside any test: ${message}`);
  totals.failed += errors.length;
  return errors.length;
}

/** The per-project split the timing reporter wrote, so the next regression is visible. */
function printTimingFigures() {
  const file = path.join(reports, 'vitest-timing.json');
  if (!existsSync(file)) return;
  const { projects } = JSON.parse(readFileSync(file, 'utf8'));
  console.log('\n── vitest per project (summed over files; workers run side by side)');
  for (const [name, p] of Object.entries(projects)) {
    const s = (ms) => `${(ms / 1000).toFixed(0)} s`;
    console.log(
      `  ${name}: ${p.files} files, setup ${s(p.setup)}, import ${s(p.collect)}, tests ${s(p.tests)}`,
    );
  }
}
