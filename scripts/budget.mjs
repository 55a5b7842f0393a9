// Bundle budgets: prints the minified + gzip size of every package entry and of every
// ui/patterns component folder's index.ts (what `import { X } from '@lp/ui'` pulls in for
// that component), and fails when one exceeds its budget in budgets.json.
// `npm run budget -- --update` sets each budget to the measured size plus 10 %.
// React is left out: every consumer already has it. So is '@lp/contract/api' (the API's schemas
// and zod): the app loads it lazily on every page to check its responses, so a pattern that
// imports it lazily too (the calendar's form checks with the API's own schema) adds nothing, and
// esbuild, bundling without splitting, would count it as if it were eager.
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgetsFile = path.join(repo, 'budgets.json');
const update = process.argv.includes('--update');
const HEADROOM = 1.1;

function entries() {
  const list = [
    ['@lp/contract', 'packages/contract/src/index.ts'],
    ['@lp/ui', 'packages/ui/src/index.ts'],
    ['@lp/patterns', 'packages/patterns/src/index.ts'],
  ];
  for (const pkg of ['ui', 'patterns']) {
    const src = path.join(repo, 'packages', pkg, 'src');
    for (const dir of readdirSync(src, { withFileTypes: true })) {
      const index = path.join('packages', pkg, 'src', dir.name, 'index.ts');
      if (dir.isDirectory() && existsSync(path.join(repo, index)))
        list.push([`${pkg}/${dir.name}`, index]);
    }
  }
  return list;
}

async function gzipSize(entry) {
  const result = await build({
    entryPoints: [path.join(repo, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@lp/contract/api'],
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles.map((file) => file.contents);
  const bytes = Buffer.concat(code.map((c) => Buffer.from(c)));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const budgets = existsSync(budgetsFile) ? JSON.parse(await readFile(budgetsFile, 'utf8')) : {};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
let over = 0;
const rows = [];
for (const [name, entry] of entries()) {
  const { raw, gzip } = await gzipSize(entry);
  if (update) budgets[name] = Math.ceil((gzip * HEADROOM) / 100) * 100;
  const budget = budgets[name];
  const status = budget === undefined ? 'NO BUDGET' : gzip > budget ? 'OVER' : 'ok';
  if (status !== 'ok') over++;
  rows.push([name, kb(raw), kb(gzip), budget === undefined ? '-' : kb(budget), status]);
}
const widths = [0, 1, 2, 3, 4].map((i) =>
  Math.max(...[['entry', 'min', 'gzip', 'budget', ''], ...rows].map((r) => r[i].length)),
);
const line = (r) =>
  r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(line(['entry', 'min', 'gzip', 'budget', '']));
for (const row of rows) console.log(line(row));
if (update) {
  await writeFile(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`budgets.json updated (measured + ${Math.round((HEADROOM - 1) * 100)} %)`);
} else if (over) {
  console.error(
    `\n${over} entr${over === 1 ? 'y is' : 'ies are'} over budget or have none (npm run budget -- --update after a deliberate change)`,
  );
  process.exit(1);
}
