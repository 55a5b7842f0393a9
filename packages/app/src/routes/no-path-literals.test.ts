import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { redirects, routeTable } from './route-table';

const src = path.resolve(import.meta.dirname, '..');

/** Where a path may be written as a literal: the table's two parts; data/ names API endpoints, not pages. */
const allowed = (file: string) =>
  /routes[\\/](public|signed-in)-routes\.ts$/.test(file) ||
  file.includes(`${path.sep}data${path.sep}`) ||
  /\.(test|stories)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const pagePatterns = [...routeTable.map((r) => r.path), ...redirects.map((r) => r.from)];

/** A quoted or template string that starts like an address: '/dashboard', `/course/${id}`. */
const LITERAL = /(['"`])(\/[A-Za-z0-9_\-/:${}.]*)[?#'"`]/g;

/** Literals in a source text that name one of the app's pages. */
export function pageLiterals(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*(\/\/|\*|\/\*)/.test(line) || /\bimport\(|\bfrom ['"]/.test(line)) continue;
    for (const match of line.matchAll(LITERAL)) {
      const address = match[2]!.replace(/\$\{[^}]*\}/g, 'x');
      if (pagePatterns.some((pattern) => matchPath({ path: pattern, end: true }, address))) {
        found.push(match[2]!);
      }
    }
  }
  return found;
}

describe('page addresses come from the route table', () => {
  it('finds a literal page address where one is written (the check itself works)', () => {
    expect(pageLiterals("navigate('/dashboard');")).toEqual(['/dashboard']);
    expect(pageLiterals('const to = `/course/${id}/lesson/${lesson}`;')).toEqual([
      '/course/${id}/lesson/${lesson}',
    ]);
    expect(pageLiterals("navigate('/search?q=x')")).toEqual(['/search']);
    expect(pageLiterals("api.get('/config.json')")).toEqual([]);
  });

  it('has no page address written outside the table in packages/app (use `paths`)', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !allowed(file))
      .flatMap((file) =>
        pageLiterals(readFileSync(file, 'utf8')).map(
          (literal) => `${path.relative(src, file)}: ${literal}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
