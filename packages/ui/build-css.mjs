// Builds the stylesheets that @lp/ui publishes, from the one source stylesheet the app uses
// (src/styles/global.css), so the two never drift:
//   dist/styles.css    ready-made CSS: Tailwind's base, the utilities ui and patterns use, the
//                      tokens and the default brand (light and dark). No Tailwind needed.
//   dist/tailwind.css  the theme as a Tailwind v4 preset, for apps that keep their own Tailwind
//                      build: tokens, the semantic bridge, the dark variant and our utilities,
//                      with `@source` on ui's dist so Tailwind finds the classes we use.
//   dist/fonts.css     the brand fonts (@fontsource packages, resolved by the app's bundler).
// Built-in brands other than the default ship in @lp/tokens/brands/<id>.css, not here.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

const here = import.meta.dirname;
const stylesDir = path.join(here, 'src/styles');
const source = readFileSync(path.join(stylesDir, 'global.css'), 'utf8');

/** global.css without the lines an installed package must not carry. */
function withoutLines(css, patterns) {
  const kept = css.split('\n').filter((line) => !patterns.some((pattern) => pattern.test(line)));
  if (kept.length !== css.split('\n').length - patterns.length) {
    throw new Error(
      `build-css: global.css no longer has one line for each of ${patterns.join(', ')}`,
    );
  }
  return kept.join('\n');
}

// Every built-in brand by attribute (and its comment) and the six font packages: a brand is a
// file of its own, the fonts are fonts.css.
const appOnly = [
  /^\/\* Every brand of tokens\/brands/,
  /brand-themes\.generated\.css/,
  /@import '\.\/fonts\.css'/,
];

/** After the tokens, the default brand's values under plain :root and .dark (tokens.css holds its
 *  neutral roles; this adds the engine's derived ramp and hover colours). */
const withDefaultBrand = (css) =>
  css.replace(
    /^(@import '@lp\/tokens\/tailwind-theme\.css';)$/m,
    "$1\n@import '@lp/tokens/brands/default.css';",
  );

async function compiledStylesheet() {
  const input = withDefaultBrand(withoutLines(source, appOnly));
  const compiler = await compile(input, { base: stylesDir, onDependency: () => {} });
  const sources = [
    ...(compiler.root && compiler.root !== 'none' ? [{ ...compiler.root, negated: false }] : []),
    ...compiler.sources,
  ];
  const candidates = new Scanner({ sources }).scan();
  return optimize(compiler.build(candidates), { minify: true }).code;
}

function tailwindPreset() {
  const preset = withoutLines(source, [
    /^@import 'tailwindcss';/,
    ...appOnly,
    /^@source '\.\.\/';/,
    /^@source '\.\.\/\.\.\/\.\.\/patterns\/src';/,
  ]);
  return (
    '/* @lp/ui as a Tailwind v4 preset: `@import "tailwindcss"; @import "@lp/ui/tailwind.css";`\n' +
    '   (add `@import "@lp/patterns/tailwind.css";` when you use patterns). Built from\n' +
    '   src/styles/global.css by build-css.mjs. */\n' +
    withDefaultBrand(preset.replace(/^\/\*[\s\S]*?\*\/\n/, '')) +
    "\n@source './';\n"
  );
}

mkdirSync(path.join(here, 'dist'), { recursive: true });
const styles = await compiledStylesheet();
writeFileSync(path.join(here, 'dist/styles.css'), styles);
writeFileSync(path.join(here, 'dist/tailwind.css'), tailwindPreset());
writeFileSync(
  path.join(here, 'dist/fonts.css'),
  readFileSync(path.join(stylesDir, 'fonts.css'), 'utf8'),
);
console.log(
  `ui: wrote dist/styles.css (${(styles.length / 1024).toFixed(1)} kB), tailwind.css, fonts.css`,
);
