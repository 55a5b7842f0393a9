import { parse } from '@messageformat/parser';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildFiles,
  compileNamespace,
  declarationsOf,
  problemsOf,
  pseudoMessage,
  readCatalogue,
} from './compile';

describe('the catalogues', () => {
  it('are complete in every language and locales/build is what they compile to', async () => {
    const { files, problems } = buildFiles();
    expect(problems).toEqual([]);
    const { readFileSync } = await import('node:fs');
    const stale = [...files].filter(
      ([file, text]) => readFileSync(new URL(`./build/${file}`, import.meta.url), 'utf8') !== text,
    );
    expect(
      stale.map(([file]) => file),
      'run npm run messages',
    ).toEqual([]);
  });

  it('keep the spec strings of the sign-in page in English', () => {
    expect(readCatalogue('en')['login-form']).toMatchObject({
      title: 'Welcome Back!',
      submittingLabel: 'Signing In...',
    });
  });
});

const english = {
  page: { hello: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' },
};

describe('a catalogue against English', () => {
  it('names a missing key, an extra one, and different arguments', () => {
    expect(problemsOf('es', { page: { hello: 'Hola {nombre}' } }, english)).toEqual([
      'es: page.hello takes {nombre}; English takes {name}',
      'es: page.count is missing',
    ]);
    expect(problemsOf('es', { page: { ...english.page, extra: 'Más' } }, english)).toContain(
      'es: page.extra is not in English',
    );
  });
  it('names a malformed message and an empty one', () => {
    const problems = problemsOf('es', { page: { hello: 'Hola {name', count: ' ' } }, english);
    expect(problems).toHaveLength(2);
    expect(problems[1]).toBe('es: page.count is empty');
  });
});

describe('compiling', () => {
  it('gives texts without arguments as strings and the others as functions of one object', async () => {
    const source = compileNamespace('ar', 'page', {
      hello: 'مرحبًا',
      count:
        '{n, plural, zero {لا عناصر} one {عنصر} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
    });
    expect(source).toContain('hello: "مرحبًا"');
    // Loaded from beside the catalogues, so its runtime import resolves as the app's does.
    const file = path.join(import.meta.dirname, `.compile-test-${process.pid}.mjs`);
    writeFileSync(file, source);
    try {
      const { default: messages, id } = await import(pathToFileURL(file).href);
      expect(id).toBe('page');
      // The digits are whichever the engine's CLDR gives Arabic (Latin in Node 20's).
      const latin = (text: string) =>
        text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
      expect([0, 1, 2, 3, 11, 100].map((n) => latin(messages.count({ n })))).toEqual([
        'لا عناصر',
        'عنصر',
        'عنصران',
        '3 عناصر',
        '11 عنصرًا',
        '100 عنصر',
      ]);
    } finally {
      rmSync(file);
    }
    expect(declarationsOf('page', english.page)).toContain(
      'readonly count: (values: { "n": number }) => string;',
    );
  });
  it('makes a pseudo-locale that keeps the ICU arguments and grows the text', () => {
    const pseudo = pseudoMessage("Don't lose {count, plural, one {# lesson} other {# lessons}}");
    expect(pseudo.startsWith('[')).toBe(true);
    expect(pseudo).toContain('{count, plural,');
    expect(pseudo).not.toMatch(/lesson/);
    expect(() => parse(pseudo)).not.toThrow();
    expect(pseudoMessage('Save').length).toBeGreaterThan('Save'.length * 1.35);
  });
});
