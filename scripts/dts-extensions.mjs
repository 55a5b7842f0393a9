// Gives the relative imports of emitted declaration files their full paths (`./button` becomes
// `./button.js` or `./button/index.js`), so TypeScript resolves a package's types under
// `moduleResolution: node16/nodenext` as well as `bundler` (@arethetypeswrong/cli checks both).
// The sources import without extensions, as bundlers allow, and tsc copies the specifiers as
// written. Run by the packages' build scripts after `tsc -p tsconfig.build.json`:
// `node ../../scripts/dts-extensions.mjs dist`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `from './x'`, `import('./x')` and `import './x'`: only relative specifiers (`..` too).
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*?)?)\2/g;

/** The specifier with the path of the file it names, or as it was when it already has one. */
function resolved(fromDir, specifier) {
  if (/\.(c|m)?js$/.test(specifier)) return specifier;
  const base = path.resolve(fromDir, specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`dts-extensions: ${specifier} from ${fromDir} names no declaration file`);
}

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(file);
    else if (entry.name.endsWith('.d.ts')) yield file;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
let changed = 0;
for (const file of declarationFiles(root)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    SPECIFIER,
    (_, lead, quote, specifier) =>
      `${lead}${quote}${resolved(path.dirname(file), specifier)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    changed++;
  }
}
console.log(
  `dts-extensions: ${changed} declaration files in ${path.relative(process.cwd(), root)}`,
);
