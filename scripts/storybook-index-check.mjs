// Opens the static Storybook's index (storybook-static/index.json, made by `npm run build`) and
// checks that it lists every story of every stories file of ui and patterns, and the written
// pages (the Introduction first). A story missing from the index is one a designer can never
// review: a file Storybook failed to index, a glob in .storybook/main.ts that misses a folder.
//
// The stories are read from the sources with Storybook's own CSF parser, so an export counts
// exactly when Storybook would make it a story. `node scripts/storybook-index-check.mjs [dir]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsf } from 'storybook/internal/csf-tools';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.resolve(repo, process.argv[2] ?? 'storybook-static');
const STORY_ROOTS = ['packages/ui/src', 'packages/patterns/src'];

function* storiesFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* storiesFiles(file);
    else if (/\.stories\.tsx?$/.test(entry.name)) yield file;
  }
}

/** The story part of an id (`auth-loginform--idle` -> `idle`). */
const storyKey = (id) => id.slice(id.indexOf('--') + 2);

const failures = [];
const indexFile = path.join(built, 'index.json');
if (!existsSync(indexFile)) {
  console.error(`FAIL no ${path.relative(repo, indexFile)}: run \`npm run build-storybook\` first`);
  process.exit(1);
}
const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
const indexed = new Map();
for (const entry of Object.values(entries)) {
  const importPath = path.resolve(repo, entry.importPath);
  if (!indexed.has(importPath)) indexed.set(importPath, new Set());
  if (entry.type === 'story') indexed.get(importPath).add(storyKey(entry.id));
}

let stories = 0;
let files = 0;
for (const root of STORY_ROOTS) {
  for (const file of storiesFiles(path.join(repo, root))) {
    files++;
    const csf = (await readCsf(file, { makeTitle: (title) => title ?? 'untitled' })).parse();
    const listed = indexed.get(file) ?? new Set();
    for (const story of csf.stories) {
      stories++;
      if (!listed.has(storyKey(story.id))) {
        failures.push(`${path.relative(repo, file)}: story "${story.name}" is not in the index`);
      }
    }
  }
}

const docs = Object.values(entries).filter((entry) => entry.type === 'docs');
if (!docs.some((entry) => entry.title === 'Introduction')) {
  failures.push('the Introduction page is not in the index');
}

for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(
  `storybook index: ${stories} stories in ${files} files, ${docs.length} docs pages; ` +
    `${failures.length ? `${failures.length} missing` : 'every story listed'}`,
);
process.exit(failures.length ? 1 : 0);
