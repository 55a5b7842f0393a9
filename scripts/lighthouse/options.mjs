// The command line of `npm run bench:lighthouse`.
import { DEFAULT_TARGETS } from './targets.mjs';

export const DEFAULT_RUNS = 5;

export const USAGE = `usage: npm run bench:lighthouse -- [--path /dashboard]... [--runs ${DEFAULT_RUNS}] [--base-url http://127.0.0.1:3100]
                                 [--before <git-ref> [--after <git-ref>]]
  --path      measure only this page (repeat it for several), signed in except under /auth/;
              without it: the bare baseline app, then ${DEFAULT_TARGETS.slice(1)
                .map((target) => target.path)
                .join(', ')}
  --runs      how many Lighthouse runs each page's medians are taken over (default ${DEFAULT_RUNS})
  --base-url  measure an app that is already running (or set LIGHTHOUSE_URL) instead of
              starting scripts/e2e-server.mjs; it must have the seeded demo accounts
  --before    also measure this commit (HEAD~3, a hash...), built in a git worktree and served
              by its own scripts/e2e-server.mjs; its runs alternate with the working tree's, and
              the last table compares the two sides
  --after     with --before: measure this commit instead of the working tree (leaves
              packages/app/dist alone, which a shared machine's other runs may be serving)`;

/**
 * @typedef {{ paths: string[] | null, runs: number, baseUrl: string | null, before: string | null, after: string | null }} Options
 */

/**
 * Reads the command line (`--name value` or `--name=value`); LIGHTHOUSE_URL is the default
 * base URL. `paths` is null when no --path was given (measure every default target).
 * `before` and `after` are git refs (null when not given). Throws on anything it does not
 * understand, with the usage text.
 * @param {string[]} argv arguments after the script name
 * @param {Record<string, string | undefined>} env
 * @returns {Options}
 */
export function parseArgs(argv, env = {}) {
  /** @type {Options} */
  const options = {
    paths: null,
    runs: DEFAULT_RUNS,
    baseUrl: env.LIGHTHOUSE_URL || null,
    before: null,
    after: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split(/=(.*)/s, 2);
    if (!['--path', '--runs', '--base-url', '--before', '--after'].includes(name)) {
      throw new Error(`unknown argument ${arg}\n${USAGE}`);
    }
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`${name} needs a value\n${USAGE}`);
    if (name === '--path') {
      if (!value.startsWith('/')) throw new Error(`--path must start with "/": ${value}`);
      options.paths ??= [];
      if (!options.paths.includes(value)) options.paths.push(value);
    } else if (name === '--runs') {
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) {
        throw new Error(`--runs must be a whole number >= 1: ${value}`);
      }
      options.runs = runs;
    } else if (name === '--before' || name === '--after') {
      // A ref is handed to git as one argument, never to a shell; still refuse what git
      // would read as an option.
      if (value.startsWith('-')) throw new Error(`${name} needs a git ref: ${value}`);
      options[name.slice(2)] = value;
    } else {
      options.baseUrl = value;
    }
  }
  if (options.after !== null && options.before === null) {
    throw new Error(`--after compares with --before; give both\n${USAGE}`);
  }
  if (options.after !== null && options.baseUrl !== null) {
    throw new Error('--after and --base-url (or LIGHTHOUSE_URL) both name what to measure');
  }
  if (options.baseUrl !== null) {
    const base = new URL(options.baseUrl);
    if (base.pathname !== '/' || base.search) {
      throw new Error(
        `the base URL is the app's origin (${base.origin}); give the page with --path`,
      );
    }
    options.baseUrl = base.origin;
  }
  return options;
}
