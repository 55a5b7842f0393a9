// `npm run check`: the quick loop for a change (DEVELOPING.md says when it is enough).
// Against the files changed since a git ref (the working tree's changes, staged or not, and
// new files, by default against HEAD; `npm run check -- --since main~3` for a branch's commits):
//   - typecheck of the whole repo (types cross files, so all of it);
//   - ESLint and Prettier on the changed files;
//   - the node and jsdom unit tests that import a changed file (`vitest related`);
//   - the stories of each changed ui or patterns room, in Chromium with axe and the contrast
//     pass over every brand and mode.
// The checks run side by side; one line per step and the usual `N passed, N failed` at the end.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSummary, runStep } from './run-steps.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sinceAt = process.argv.indexOf('--since');
const since = sinceAt === -1 ? 'HEAD' : process.argv[sinceAt + 1];
const git = (...args) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [
  ...new Set([
    ...git('diff', '--name-only', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(repo, file)));

if (changed.length === 0) {
  console.log(`Nothing changed since ${since}: nothing to check.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed since ${since}.`);

const lintable = changed.filter((file) => /\.(m?[jt]sx?|json|md|css)$/.test(file));
const eslintable = lintable.filter((file) => /\.(m?[jt]sx?)$/.test(file));
const sources = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file));
/** packages/ui/src/button/x.tsx -> packages/ui/src/button: the room whose stories to run. */
const rooms = [
  ...new Set(
    changed
      .map((file) => /^(packages\/(?:ui|patterns)\/src\/[^/]+)\//.exec(file)?.[1])
      .filter((room) => room && existsSync(path.join(repo, room))),
  ),
];

const started = Date.now();
const quiet = { cwd: repo, quiet: true };
const results = await Promise.all([
  runStep('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], quiet),
  eslintable.length
    ? runStep(
        'eslint (changed files)',
        'npx',
        ['eslint', '--max-warnings', '0', ...eslintable],
        quiet,
      )
    : true,
  lintable.length
    ? runStep('prettier (changed files)', 'npx', ['prettier', '--check', ...lintable], quiet)
    : true,
  sources.length
    ? runStep(
        'unit tests related to the changed files',
        'npx',
        [
          'vitest',
          'related',
          '--run',
          '--project',
          'node',
          '--project',
          'dom',
          '--passWithNoTests',
          ...sources,
        ],
        quiet,
      )
    : true,
  rooms.length
    ? runStep(
        'stories of the changed rooms',
        'npx',
        ['vitest', 'run', '--project', 'stories', ...rooms],
        quiet,
      )
    : true,
]);

printSummary(started);
const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
