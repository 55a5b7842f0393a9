// Writes one stories file per brand of tokens/brands into ./brands/ (the 'Brands/<name>' pages)
// and removes those of brands that are gone. Run after adding or renaming a brand:
// `npx tsx packages/ui/src/foundations/generate-brand-stories.ts` (a test fails when stale).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_STORIES_FOLDER, brandStoryFiles } from './brand-story-files';

const folder = path.join(import.meta.dirname, BRAND_STORIES_FOLDER);
mkdirSync(folder, { recursive: true });
const files = brandStoryFiles();
for (const { fileName, source } of files) writeFileSync(path.join(folder, fileName), source);
const wanted = new Set(files.map((file) => file.fileName));
for (const existing of readdirSync(folder)) {
  if (existing.endsWith('.stories.tsx') && !wanted.has(existing)) {
    rmSync(path.join(folder, existing));
  }
}
console.log(`${files.length} brand pages in ${path.relative(process.cwd(), folder)}`);
