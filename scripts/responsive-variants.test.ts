import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');

/** The breakpoints the theme defines (tokens' Tailwind theme resets Tailwind's own). */
function themeBreakpoints(): string[] {
  const theme = readFileSync(path.join(repo, 'tokens/build/tailwind-theme.css'), 'utf8');
  return [...theme.matchAll(/--breakpoint-([a-z0-9]+):/g)].map((match) => match[1]!);
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

// Tailwind drops a class with a variant it does not know without a word: `sm:grid-cols-2`
// never reached the page because the theme has no `sm` (22 such classes were found).
describe('responsive classes name only the theme’s breakpoints', () => {
  it('uses no breakpoint the theme lacks', () => {
    const known = new Set(themeBreakpoints());
    expect(known.has('md')).toBe(true);
    const unknown: string[] = [];
    for (const folder of ['packages/ui/src', 'packages/patterns/src', 'packages/app/src']) {
      for (const file of sourceFiles(path.join(repo, folder))) {
        const text = readFileSync(file, 'utf8');
        // A variant inside a class list: after a space, quote or backtick, before a utility.
        for (const match of text.matchAll(/(?<=[\s'"`])(sm|2xl|xs|max-sm|max-2xl):(?=[a-z[])/g)) {
          if (!known.has(match[1]!.replace('max-', '')))
            unknown.push(`${path.relative(repo, file)}: ${match[0]}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
