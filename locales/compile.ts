// `npm run messages`: checks every catalogue against English and compiles each namespace of
// each language into a small ES module (build/<code>/<namespace>.js, with its types), so a page
// loads only its own namespaces of its own language and no ICU parser ever reaches a browser
// (decision 0025). A missing, extra or malformed message, or a translation whose arguments are
// not English's, fails it: nothing is written then. `--check` compares instead of writing (CI).
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, SOURCE_LOCALE } from './locales';

/** A language's messages: namespace → key → ICU MessageFormat text. */
export type Catalogue = Record<string, Record<string, string>>;

const here = import.meta.dirname;
const cataloguesDir = path.join(here, 'catalogues');
const buildDir = path.join(here, 'build');

/** A namespace is a kebab-case folder name; a key a camelCase property name. */
const NAMESPACE = /^(?!index$)[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const KEY = /^[a-z][A-Za-z0-9]*$/;

export function readCatalogue(code: string): Catalogue {
  const file = path.join(cataloguesDir, `${code}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** The arguments a message takes, with the type each needs. */
export function argumentsOf(tokens: Token[], into = new Map<string, string>()) {
  for (const token of tokens) {
    if (token.type === 'argument') {
      if (!into.has(token.arg)) into.set(token.arg, 'string | number');
    } else if (token.type === 'function') {
      into.set(
        token.arg,
        token.key === 'date' || token.key === 'time' ? 'Date | number' : 'number',
      );
    } else if (token.type === 'plural' || token.type === 'selectordinal') {
      into.set(token.arg, 'number');
      for (const c of token.cases) argumentsOf(c.tokens, into);
    } else if (token.type === 'select') {
      into.set(token.arg, 'string');
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

/** What is wrong with a language's catalogue, measured against English's; empty when nothing. */
export function problemsOf(code: string, catalogue: Catalogue, source: Catalogue): string[] {
  const problems: string[] = [];
  for (const [ns, messages] of Object.entries(catalogue)) {
    if (!NAMESPACE.test(ns)) problems.push(`${code}: namespace "${ns}" is not kebab-case`);
    if (!source[ns] && code !== SOURCE_LOCALE) problems.push(`${code}: ${ns} is not in English`);
    for (const [key, text] of Object.entries(messages)) {
      const where = `${code}: ${ns}.${key}`;
      if (!KEY.test(key)) problems.push(`${where}: a key is camelCase`);
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${where} is empty`);
        continue;
      }
      let args: Map<string, string>;
      try {
        args = argumentsOf(parse(text, { cardinal: [], ordinal: [], strict: false }));
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
        continue;
      }
      const english = source[ns]?.[key];
      if (code === SOURCE_LOCALE || english === undefined) {
        if (english === undefined) problems.push(`${where} is not in English`);
        continue;
      }
      const wanted = argumentsOf(parse(english, { cardinal: [], ordinal: [], strict: false }));
      const names = (map: Map<string, string>) => [...map.keys()].sort().join(', ');
      if (names(args) !== names(wanted))
        problems.push(`${where} takes {${names(args)}}; English takes {${names(wanted)}}`);
    }
  }
  if (code !== SOURCE_LOCALE) {
    for (const [ns, messages] of Object.entries(source)) {
      for (const key of Object.keys(messages)) {
        if (catalogue[ns]?.[key] === undefined) problems.push(`${code}: ${ns}.${key} is missing`);
      }
    }
  }
  return problems;
}

// The pseudo-locale (en-XA): every letter accented, each text about 35 % longer and bracketed,
// so untranslated text stands out and a layout that cannot grow is seen before a translator's.
const ACCENTS = [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'];
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    ACCENTS[index]!,
  ]),
);

function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const accented = ACCENTED[char];
    // Vowels are doubled: the usual way to make a pseudo-locale's text grow like a real one's.
    out += accented ? ('aeiouAEIOU'.includes(char) ? accented + accented : accented) : char;
  }
  return out;
}

/** ICU text again from parsed tokens (content quoted where it holds ICU syntax). */
function printTokens(tokens: Token[], inPlural: boolean, map: (text: string) => string): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content': {
          const text = map(token.value).replace(/'/g, "''");
          return text.replace(inPlural ? /[{}#]/g : /[{}]/g, (char) => `'${char}'`);
        }
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${token.param.map((p) => (p.type === 'content' ? p.value : '')).join('')}` : ''}}`;
        case 'octothorpe':
          return '#';
        default: {
          const offset =
            token.type !== 'select' && token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases
            .map((c) => `${c.key} {${printTokens(c.tokens, token.type !== 'select', map)}}`)
            .join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

export function pseudoMessage(english: string): string {
  const tokens = parse(english, { cardinal: [], ordinal: [], strict: false });
  const body = printTokens(tokens, false, pseudoText);
  const letters = english.replace(/\{[^}]*\}/g, '').length;
  // About 35 % longer: German and Finnish run that much past English.
  const padding = '~'.repeat(Math.max(1, Math.round(letters * 0.35) - 2));
  return `[${body} ${padding}]`;
}

export function pseudoCatalogue(source: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(source).map(([ns, messages]) => [
      ns,
      Object.fromEntries(
        // A key ending in Lang holds a language tag (`lang="it"`), not words: kept as it is.
        Object.entries(messages).map(([key, text]) => [
          key,
          key.endsWith('Lang') ? text : pseudoMessage(text),
        ]),
      ),
    ]),
  );
}

/** One namespace of one language as an ES module: texts without arguments are plain strings. */
export function compileNamespace(code: string, ns: string, messages: Record<string, string>) {
  const mf = new MessageFormat(code === 'en-XA' ? 'en' : code, { strict: false });
  const source = compileModule(mf, messages)
    // A message without arguments is its text: a string, not a function to call.
    .replace(/^(\s+(?:"[^"]+"|\w+)): \(\) => ("(?:[^"\\]|\\.)*")(,?)$/gm, '$1: $2$3')
    .replace('export default {', `export const id = ${JSON.stringify(ns)};\nexport default {`);
  return `// Compiled by locales/compile.ts from catalogues/${code}.json: do not edit.\n${source}\n`;
}

/** The types of a namespace's module, the same in every language: English's. */
export function declarationsOf(ns: string, english: Record<string, string>): string {
  const lines = Object.entries(english).map(([key, text]) => {
    const args = argumentsOf(parse(text, { cardinal: [], ordinal: [], strict: false }));
    if (args.size === 0) return `  readonly ${key}: string;`;
    const params = [...args].map(([name, type]) => `${JSON.stringify(name)}: ${type}`).join('; ');
    return `  readonly ${key}: (values: { ${params} }) => string;`;
  });
  return [
    `// Compiled by locales/compile.ts from catalogues/en.json: do not edit.`,
    `export declare const id: ${JSON.stringify(ns)};`,
    `declare const messages: {`,
    ...lines,
    `};`,
    `export default messages;`,
    ``,
  ].join('\n');
}

/**
 * A language's loader (build/<code>/index.js): each namespace a chunk of its own, loaded when
 * a page first uses it. The app keeps one of these per language, not a map of every file of
 * every language (which would be kilobytes on every page).
 */
function indexOf(code: string, namespaces: string[]): string {
  const entries = namespaces.map((ns) => `  ${JSON.stringify(ns)}: () => import("./${ns}.js"),`);
  return [
    `// Compiled by locales/compile.ts for ${code}: do not edit.`,
    `const namespaces = {`,
    ...entries,
    `};`,
    `/** One namespace's messages in this language, or null for a namespace it does not have. */`,
    `export default function loadNamespace(id) {`,
    `  const load = Object.hasOwn(namespaces, id) ? namespaces[id] : undefined;`,
    `  return load ? load().then((module) => module.default) : Promise.resolve(null);`,
    `}`,
    ``,
  ].join('\n');
}

const INDEX_DECLARATION = [
  `// Compiled by locales/compile.ts: do not edit.`,
  `export default function loadNamespace(id: string): Promise<Record<string, unknown> | null>;`,
  ``,
].join('\n');

/** Every file the build holds, by its path under build/. */
export function buildFiles(): { files: Map<string, string>; problems: string[] } {
  const source = readCatalogue(SOURCE_LOCALE);
  const problems = problemsOf(SOURCE_LOCALE, source, source);
  const files = new Map<string, string>();
  for (const locale of LOCALES) {
    const catalogue =
      'testing' in locale && locale.testing ? pseudoCatalogue(source) : readCatalogue(locale.code);
    if (locale.code !== SOURCE_LOCALE) problems.push(...problemsOf(locale.code, catalogue, source));
    for (const ns of Object.keys(source)) {
      const messages: Record<string, string> = Object.fromEntries(
        Object.entries(source[ns]!).map(([key, english]) => [key, catalogue[ns]?.[key] ?? english]),
      );
      files.set(`${locale.code}/${ns}.js`, compileNamespace(locale.code, ns, messages));
      // Every language has English's types: declared once, the others point at them.
      files.set(
        `${locale.code}/${ns}.d.ts`,
        locale.code === SOURCE_LOCALE
          ? declarationsOf(ns, source[ns]!)
          : `// Compiled by locales/compile.ts: do not edit. Typed as English.\nexport * from '../en/${ns}.js';\nexport { default } from '../en/${ns}.js';\n`,
      );
    }
    if (locale.code !== SOURCE_LOCALE) {
      files.set(`${locale.code}/index.js`, indexOf(locale.code, Object.keys(source)));
      files.set(`${locale.code}/index.d.ts`, INDEX_DECLARATION);
    }
  }
  return { files, problems };
}

function filesOnDisk(): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(buildDir)) return found;
  for (const dir of readdirSync(buildDir)) {
    for (const file of readdirSync(path.join(buildDir, dir))) {
      found.set(`${dir}/${file}`, readFileSync(path.join(buildDir, dir, file), 'utf8'));
    }
  }
  return found;
}

function main() {
  const { files, problems } = buildFiles();
  if (problems.length > 0) {
    console.error(`The catalogues have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const onDisk = filesOnDisk();
  if (process.argv.includes('--check')) {
    const stale = [...new Set([...files.keys(), ...onDisk.keys()])].filter(
      (file) => files.get(file) !== onDisk.get(file),
    );
    if (stale.length > 0) {
      console.error(
        `locales/build is not the catalogues' (run npm run messages): ${stale.join(', ')}`,
      );
      process.exit(1);
    }
    console.log(`locales: ${files.size} files match the catalogues`);
    return;
  }
  for (const file of onDisk.keys()) {
    if (!files.has(file)) rmSync(path.join(buildDir, file));
  }
  for (const [file, text] of files) {
    if (onDisk.get(file) === text) continue;
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), text);
  }
  const namespaces = Object.keys(readCatalogue(SOURCE_LOCALE)).length;
  console.log(`locales: ${LOCALES.length} languages, ${namespaces} namespaces`);
}

if (process.argv[1] === import.meta.filename) main();
