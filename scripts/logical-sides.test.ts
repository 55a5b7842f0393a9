import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');

/**
 * Tailwind utilities that name a physical side. Each has a logical twin that follows the page's
 * direction (`ms-`, `me-`, `ps-`, `pe-`, `start-`, `end-`, `text-start`, `rounded-s-`,
 * `border-s-`, `scroll-ms-`...), so the same class reads right in Arabic and in English.
 */
const PHYSICAL =
  /^(?:(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right)-.+|(?:rounded-(?:[lr]|[tb][lr])|border-[lr])(?:-.+)?|(?:text|float|clear)-(?:left|right)|origin-(?:top-|bottom-)?(?:left|right))$/;

/**
 * Physical sides kept on purpose: what stays the same way round in a right-to-left page. Each
 * entry is `file: utility` with its reason; a physical class anywhere else fails the test.
 */
const ALLOWED: Record<string, string> = {
  // A scaled picture of a page in an iframe: the scale's origin and the frame's corner must be
  // the same corner, and Tailwind has no logical `origin-`. The frame's own content follows
  // its own document's direction.
  'packages/ui/src/theme/theme-frame.tsx: left-0': 'scaled preview: corner matches its origin',
  'packages/ui/src/theme/theme-frame.tsx: origin-top-left':
    'scaled preview: Tailwind has no logical transform origin',
  // Centred with `left-1/2 -translate-x-1/2`: the middle is the middle in either direction.
  'packages/ui/src/dialog/dialog.tsx: left-1/2': 'centred with -translate-x-1/2',
  'packages/ui/src/toast/toast.tsx: left-1/2': 'top-center and bottom-center: centred',
  'packages/ui/src/transcript-viewer/transcript-viewer.tsx: left-1/2':
    'centred with -translate-x-1/2',
  'packages/patterns/src/university-analytics/enrollment-trend.tsx: left-1/2':
    'a bar’s value, centred over the bar with -translate-x-1/2',
  // A full-screen dialog covers the whole viewport: both sides are 0.
  'packages/ui/src/dialog/dialog.tsx: left-0': 'full screen: inset-0, both sides',
  // The spinner's gap is a picture turning round; which side it starts on does not matter.
  'packages/ui/src/spinner/spinner.tsx: border-r-transparent': 'a spinning ring’s gap',
};

/** ui and patterns, where the classes live, and the app, which has none and keeps it so. */
const FOLDERS = ['packages/ui/src', 'packages/patterns/src', 'packages/app/src'];

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The code without its comments, so prose about "left" and "right" is not read as a class. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The text of every string literal ('...', "...", `...`), where class lists live. */
function* stringLiterals(code: string): Generator<string> {
  for (const match of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
    yield match[1] ?? match[2] ?? match[3] ?? '';
}

/** A class without its variants (`md:`, `data-[side=left]:`) and its `!` or `-` marks. */
export function utilityOf(className: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return className.slice(start).replace(/^!|!$/g, '').replace(/^-/, '');
}

/** The physical-side utilities in a file's class strings, as `file: utility`. */
export function physicalClasses(file: string, text: string): string[] {
  const found: string[] = [];
  for (const literal of stringLiterals(withoutComments(text))) {
    for (const className of literal.split(/\s+/)) {
      if (className && PHYSICAL.test(utilityOf(className))) found.push(`${file}: ${className}`);
    }
  }
  return found;
}

describe('ui and patterns name sides logically, so a right-to-left page mirrors', () => {
  it('reads a physical side through variants and marks, and lets logical ones be', () => {
    expect(
      physicalClasses(
        'x.tsx',
        `cn('ml-2 md:pr-4 data-[side=left]:border-l-2 -left-1.5 !text-right')`,
      ),
    ).toEqual([
      'x.tsx: ml-2',
      'x.tsx: md:pr-4',
      'x.tsx: data-[side=left]:border-l-2',
      'x.tsx: -left-1.5',
      'x.tsx: !text-right',
    ]);
    expect(
      physicalClasses('x.tsx', `'ms-2 pe-4 start-0 end-0 border-s text-start rounded-e-md'`),
    ).toEqual([]);
    // Words in comments, and a side named as a word ('left'), are not classes.
    expect(physicalClasses('x.tsx', `// ml-2 moves it\nconst side = 'left'; /* pl-2 */`)).toEqual(
      [],
    );
  });

  const found = new Set<string>();
  for (const folder of FOLDERS) {
    for (const file of sourceFiles(path.join(repo, folder))) {
      const relative = path.relative(repo, file);
      for (const hit of physicalClasses(relative, readFileSync(file, 'utf8'))) found.add(hit);
    }
  }

  it('uses no physical left/right utility outside the allow-list', () => {
    expect([...found].filter((hit) => !(hit in ALLOWED))).toEqual([]);
  });

  it('keeps the allow-list short: every entry is still needed', () => {
    expect(Object.keys(ALLOWED).filter((entry) => !found.has(entry))).toEqual([]);
  });
});
