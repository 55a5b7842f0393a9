// `npm test`: every check and every test runner, in order, then one closing line
// `N passed, N failed` summed over the runners (Vitest projects, the axe canary,
// Playwright end-to-end). A check that is not a test runner (typecheck, lint,
// budgets, route budgets) counts as one test. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies } from './ensure-env.mjs';

ensureDependencies();
ensureChromium();

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(repo, '.vitest-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const steps = [];

function run(title, command, args, env = {}) {
  console.log(`\n── ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ title, ok: result.status === 0, seconds });
  return result.status === 0;
}

/** A check that is not a test runner counts as one test. */
function check(title, command, args) {
  if (run(title, command, args)) totals.passed++;
  else totals.failed++;
}

function readVitestReport(file) {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrors ?? 0),
  };
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('budgets', 'node', ['scripts/budget.mjs']);

// Unit tests (node, jsdom) and every story as a browser test with axe, in one Vitest run.
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('vitest: unit and story tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'node',
  '--project',
  'dom',
  '--project',
  'stories-*',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readVitestReport(vitestReport);
if (vitest) {
  totals.passed += vitest.passed;
  totals.failed += vitest.failed;
  if (!vitestOk && vitest.failed === 0) totals.failed++; // e.g. a file that failed to load
} else totals.failed++;

// The axe canary must FAIL: it proves an unnamed icon button cannot pass the story tests.
const canaryReport = path.join(reports, 'canary.json');
run(
  'axe canary (expected to fail axe)',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'axe-canary',
    '--reporter=json',
    `--outputFile.json=${canaryReport}`,
  ],
  { LP_AXE_CANARY: '1' },
);
const canaryJson = existsSync(canaryReport) ? readFileSync(canaryReport, 'utf8') : '';
const canaryCaught = /button-name/.test(canaryJson) && readVitestReport(canaryReport)?.failed > 0;
console.log(
  canaryCaught
    ? 'axe canary: axe failed the unnamed icon button, as it must'
    : 'axe canary: NOT caught',
);
if (canaryCaught) totals.passed++;
else totals.failed++;
// The step "failed" because axe failed the story, which is the point: report what matters.
steps.at(-1).ok = canaryCaught;

// End-to-end journeys against the built app and the real server, once they exist.
const e2eSpecs = existsSync(path.join(repo, 'e2e'))
  ? readdirSync(path.join(repo, 'e2e')).filter((f) => f.endsWith('.spec.ts'))
  : [];
if (e2eSpecs.length > 0) {
  const e2eReport = path.join(reports, 'e2e.json');
  run('end-to-end (Playwright)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  if (existsSync(e2eReport)) {
    const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
    totals.passed += stats.expected;
    totals.failed += stats.unexpected;
  } else totals.failed++;
}

// Route JavaScript budgets (issue 7): builds and serves the app again (scripts/app-server.ts),
// so it runs after Playwright has stopped its own server.
check('route budgets', 'npx', ['tsx', 'scripts/route-sizes.ts']);

console.log('\n── summary');
for (const step of steps)
  console.log(`${step.ok ? 'ok  ' : 'FAIL'}  ${step.title} (${step.seconds} s)`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
