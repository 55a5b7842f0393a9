// The design system from the outside (issue 36): packs @lp/tokens, @lp/contract, @lp/ui and
// @lp/patterns as published, installs the tarballs into a temporary copy of examples/consumer
// (a plain Vite + React app, not a workspace member), builds it, renders it once on the server,
// serves it and checks it in Chromium: Button, Dialog, Sidebar, Toast and the LoginForm pattern,
// in the default brand and in a brand the engine derives at run time from three colours, with
// computed colours, keyboard focus and axe. Prints what it checked and the consumer's bundle
// sizes; exits non-zero when a check failed.
//
// `npx tsx scripts/consumer-check.ts` after `npm run build` (the packages' dist/). The install
// takes its packages from npm's cache when it can (`--prefer-offline`) and from the registry
// otherwise; no binary is downloaded (the browser is Debian's Chromium, scripts/chromium.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import type { build as viteBuild } from 'vite';
import { chromiumLaunchOptions } from './chromium';
// @ts-expect-error: a plain ESM script without type declarations
import { packPackages } from './pack-packages.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const fixture = path.join(repo, 'examples/consumer');
const work = mkdtempSync(path.join(os.tmpdir(), 'lp-consumer-'));
const app = path.join(work, 'app');
const keep = process.env.LP_KEEP_CONSUMER === '1';

const failures: string[] = [];
function check(ok: boolean, line: string, detail = ''): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}${!ok && detail ? `\n     ${detail}` : ''}`);
  if (!ok) failures.push(line);
}
function timed<T>(label: string, run: () => T): T {
  const startedAt = Date.now();
  const result = run();
  console.log(`     ${label}: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return result;
}
/** Runs a command in the temporary app; on failure, throws with its output (no stack). */
function run(command: string, args: string[], cwd = app): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    // eslint-disable-next-line no-control-regex -- the tools colour their output
    const output = `${stdout}${stderr}`.replace(/\x1b\[[\d;]*m/g, '').trim();
    throw new Error(`\`${[command, ...args].join(' ')}\` failed:\n${output}`, { cause: error });
  }
}
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sizes = (text: string | Uint8Array) =>
  `${kB(Buffer.byteLength(text))} raw, ${kB(gzipSync(text).length)} gzip`;

/** A copy of the fixture whose @lp dependencies are the packed tarballs. */
function installFixture(): void {
  const tarballs: Record<string, string> = timed('pack', () =>
    packPackages(path.join(work, 'packed')),
  );
  cpSync(fixture, app, {
    recursive: true,
    filter: (source) => !/node_modules|dist/.test(path.relative(fixture, source)),
  });
  const manifest = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));
  // Every package as a file dependency, including @lp/contract which the app never names:
  // npm then satisfies the packages' own `^0.1.0` ranges with these, never the registry.
  for (const [name, file] of Object.entries(tarballs)) manifest.dependencies[name] = `file:${file}`;
  writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  timed('npm install (tarballs, React and the rest from the cache or registry)', () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock']),
  );
}

/** An installed package's module, resolved by Node from inside the temporary app. */
async function installed<T>(specifier: string): Promise<T> {
  const probe = path.join(app, `probe-${specifier.replace(/\W/g, '-')}.mjs`);
  writeFileSync(probe, `export * from '${specifier}';\n`);
  return (await import(pathToFileURL(probe).href)) as T;
}

async function serverRender(): Promise<void> {
  const { render } = (await import(
    pathToFileURL(path.join(app, 'dist-ssr/entry-server.js')).href
  )) as { render: () => string };
  const html = render();
  for (const text of ['Welcome Back!', 'Sign In', 'Main navigation', 'Enrol', 'Open details']) {
    check(html.includes(text), `renderToString: the page holds "${text}"`);
  }
}

/**
 * The most an app that uses one Button may carry of the design system, gzip (issue 36: "a
 * consumer's bundle of one Button must stay small"). 2.7 kB when this was set: cva, clsx and
 * the Button's own room. A room that starts pulling in another library shows here first.
 */
const BUTTON_GZIP_BUDGET = 4 * 1024;

/** Bundle of one entry of src/sizes/, React left out: what the design system adds to an app. */
async function probeSize(entry: string): Promise<{ text: string; gzip: number }> {
  const vite = (await import(
    pathToFileURL(path.join(app, 'node_modules/vite/dist/node/index.js')).href
  )) as { build: typeof viteBuild };
  const output = await vite.build({
    root: app,
    logLevel: 'silent',
    configFile: false,
    // As an app's production build does; library mode alone would keep the development-only
    // class-conflict check (tailwind-merge) that `cn()` runs behind this test.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      lib: { entry: path.join(app, entry), formats: ['es'], fileName: 'probe' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      minify: true,
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const code = chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('');
  return { text: sizes(code), gzip: gzipSync(code).length };
}

function serve(root: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(root, url.pathname === '/' ? 'index.html' : url.pathname);
    try {
      const body = readFileSync(file.startsWith(root) ? file : path.join(root, 'index.html'));
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Rgb = string;
const hexToRgb = (hex: string): Rgb => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const rgbToHex = (rgb: string): string =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

interface Theme {
  light: Record<string, string>;
  dark: Record<string, string>;
}
interface Engine {
  deriveBrandTheme: (brand: { primary: string; secondary: string; accent: string }) => Theme;
  brandFromTokens: (id: string) => { primary: string; secondary: string; accent: string };
  contrast: (a: string, b: string) => number;
}

async function axeViolations(page: Page, label: string): Promise<void> {
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
  check(result.length === 0, `axe: no violations ${label}`, result.join(', '));
}

/**
 * Which brand a page run wears: the default, one derived at run time from the three colours of
 * derived-brand.json (`?brand=derived`), or a built-in brand's file (`?brand=ocean-blue`).
 */
type BrandRun = 'default' | 'derived' | 'ocean-blue';

/** Loads the page in a brand and checks the Button wears the engine's colours for it. */
async function checkColours(
  page: Page,
  base: string,
  brand: BrandRun,
  engine: Engine,
  mode: 'light' | 'dark' = 'light',
) {
  const derivedBrand = JSON.parse(readFileSync(path.join(app, 'src/derived-brand.json'), 'utf8'));
  const input = brand === 'derived' ? derivedBrand : engine.brandFromTokens(brand);
  const expected = engine.deriveBrandTheme(input)[mode];
  await page.goto(`${base}/?brand=${brand}&mode=${mode}`);
  const enrol = page.getByRole('button', { name: 'Enrol' });
  await enrol.waitFor();
  await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
  const label = `(${brand} brand${mode === 'dark' ? ', dark' : ''})`;

  // Colours: the button wears the engine's primary and on-primary, and they keep AA contrast.
  const colours = await enrol.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  check(
    colours.background === hexToRgb(expected['--lp-color-primary']!),
    `Button background is the brand's primary ${expected['--lp-color-primary']} ${label}`,
    `computed ${colours.background}`,
  );
  check(
    colours.text === hexToRgb(expected['--lp-color-on-primary']!),
    `Button text is the brand's on-primary ${expected['--lp-color-on-primary']} ${label}`,
    `computed ${colours.text}`,
  );
  const ratio = engine.contrast(rgbToHex(colours.text), rgbToHex(colours.background));
  check(ratio >= 4.5, `Button text contrast ${ratio.toFixed(2)}:1 >= 4.5:1 ${label}`);
  return { expected, label };
}

/** Every check in one brand: colours, the Sidebar, axe, keyboard and the Dialog, the Toast. */
async function checkBrand(page: Page, base: string, brand: BrandRun, engine: Engine) {
  const { expected, label } = await checkColours(page, base, brand, engine);

  // Sidebar: a named navigation landmark with the current page marked.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  check(await nav.isVisible(), `Sidebar: the "Main navigation" landmark shows ${label}`);
  check(
    (await nav.getByRole('link', { name: 'Courses' }).getAttribute('aria-current')) === 'page',
    `Sidebar: the current page's link has aria-current="page" ${label}`,
  );

  await page.addScriptTag({ path: path.join(repo, 'node_modules/axe-core/axe.min.js') });
  await axeViolations(page, `on the page ${label}`);

  // Keyboard: Tab reaches "Open details" and shows the ring; Enter opens the Dialog with focus
  // inside; Escape closes it and focus returns to the trigger.
  const trigger = page.getByRole('button', { name: 'Open details' });
  await page.locator('body').focus();
  let reached = false;
  for (let press = 0; press < 30 && !reached; press++) {
    await page.keyboard.press('Tab');
    reached = await trigger.evaluate((element) => element === document.activeElement);
  }
  check(reached, `keyboard: Tab reaches "Open details" ${label}`);
  // The ring's colour eases in (the button's colour transition): wait for it to settle.
  const ringColour = hexToRgb(expected['--lp-color-ring']!);
  const ringShown = await page
    .waitForFunction(
      ([element, colour]) => {
        const style = getComputedStyle(element as Element);
        return style.outlineStyle !== 'none' && style.outlineColor === colour;
      },
      [await trigger.elementHandle(), ringColour] as const,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  const ring = await trigger.evaluate((element) => getComputedStyle(element).outline);
  check(
    ringShown,
    `keyboard: the focused button shows the brand's focus ring ${expected['--lp-color-ring']} ${label}`,
    `outline ${ring}`,
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Course details' });
  await dialog.waitFor();
  check(
    await dialog.evaluate((element) => element.contains(document.activeElement)),
    `Dialog: opens from the keyboard with focus inside ${label}`,
  );
  await axeViolations(page, `with the Dialog open ${label}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Radix moves focus back as its focus scope unmounts, just after the dialog leaves the DOM.
  const focusReturned = await page
    .waitForFunction(
      (element) => element === document.activeElement,
      await trigger.elementHandle(),
      {
        timeout: 10_000,
      },
    )
    .then(() => true)
    .catch(() => false);
  check(focusReturned, `Dialog: Escape closes it and focus returns to its trigger ${label}`);

  // Toast: a status message appears.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
  check(true, `Toast: "Saved" appears after Save ${label}`);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  console.log(`consumer check in ${work}`);
  installFixture();
  timed('vite build (client and server)', () => run('npm', ['run', 'build', '--silent']));
  check(true, 'the fixture installs the tarballs and builds with Vite');
  // The published .d.ts against the app's own TypeScript and @types/react (attw checks that
  // they resolve; this checks that an app's code typechecks against them).
  try {
    timed('tsc --noEmit', () => run('npm', ['run', 'typecheck', '--silent']));
    check(true, "the fixture's code typechecks against the packages' published types");
  } catch (error) {
    check(
      false,
      "the fixture's code typechecks against the packages' published types",
      String((error as Error).message),
    );
  }

  await serverRender();

  const engine = await installed<Engine>('@lp/ui/theme');
  const stylesheet = readFileSync(path.join(app, 'node_modules/@lp/ui/dist/styles.css'));
  console.log('consumer bundle sizes (minified; React and React DOM left out):');
  const button = await probeSize('src/sizes/button.tsx');
  console.log(`     Button alone:        ${button.text}`);
  console.log(`     LoginForm:           ${(await probeSize('src/sizes/login-form.tsx')).text}`);
  console.log(`     @lp/ui/styles.css:   ${sizes(stylesheet)}`);
  const brandFile = readFileSync(
    path.join(app, 'node_modules/@lp/tokens/dist/brands/ocean-blue.css'),
  );
  console.log(`     a brand file (ocean-blue.css): ${sizes(brandFile)}`);
  check(
    button.gzip <= BUTTON_GZIP_BUDGET,
    `one Button adds at most ${kB(BUTTON_GZIP_BUDGET)} gzip to an app (${kB(button.gzip)})`,
  );

  const server = await serve(path.join(app, 'dist'));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const brand of ['default', 'derived'] as const)
      await checkBrand(page, base, brand, engine);
    // A built-in brand as a file (@lp/tokens/brands/ocean-blue.css over styles.css).
    await checkColours(page, base, 'ocean-blue', engine);
    // Dark mode, from the compiled stylesheet (default), a brand file and a runtime brand.
    for (const brand of ['default', 'ocean-blue', 'derived'] as const)
      await checkColours(page, base, brand, engine, 'dark');
    check(errors.length === 0, 'the page raised no script errors', errors.join('\n     '));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(
    `consumer check: ${failures.length ? `${failures.length} failed` : 'all passed'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
}

try {
  await main();
} catch (error) {
  failures.push(String(error));
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}
process.exit(failures.length ? 1 : 0);
