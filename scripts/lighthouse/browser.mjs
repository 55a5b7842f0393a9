// The browser Lighthouse measures in: Debian's Chromium with a DevTools port, and the steps
// between runs (sign in, sign out, empty the HTTP cache, check the app's files are served).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { signInWith } from '../../e2e/support/session.ts';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-accounts.ts';
import { stopGroup } from '../app-server.ts';
import { chromiumLaunchOptions } from '../chromium.ts';
import { onCleanUp } from './cleanups.mjs';

const STUDENT = { email: 'student@demo.edu', password: DEMO_PASSWORD };

/**
 * Debian's Chromium with the project's flags, headless, with a DevTools port that both
 * Playwright (to sign in) and Lighthouse (to measure) attach to. Spawned directly rather than
 * through Playwright so that the sign-in lands in the browser's default profile, where
 * Lighthouse opens its tab, and so that Playwright is not attached while Lighthouse measures.
 * @returns {Promise<number>} the DevTools port
 */
export async function startChromium() {
  const { executablePath, args } = chromiumLaunchOptions();
  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    executablePath,
    [
      ...args,
      '--headless',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  onCleanUp(() => rm(profile, { recursive: true, force: true }));
  onCleanUp(() => stopGroup(child, 'Chromium'));
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port:\n${stderr}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
}

/**
 * Connects Playwright to the browser's default profile for one step and disconnects again,
 * leaving the browser running for Lighthouse.
 * @template T
 * @param {number} port
 * @param {(handles: { browser: import('playwright').Browser, context: import('playwright').BrowserContext, page: import('playwright').Page }) => Promise<T>} step
 * @returns {Promise<T>}
 */
async function withDefaultProfile(port, step) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    return await step({ browser, context, page });
  } finally {
    await browser.close(); // for a CDP connection this only disconnects
  }
}

/** @param {number} port */
export function browserVersion(port) {
  return withDefaultProfile(port, async ({ browser }) => browser.version());
}

/**
 * Signs the demo student in the way the app does (session cookie + `user` in localStorage), with
 * the end-to-end journeys' own helper.
 * @param {number} port
 * @param {string} baseUrl
 */
export async function signIn(port, baseUrl) {
  await withDefaultProfile(port, async ({ page }) => {
    await signInWith(page, STUDENT.email, STUDENT.password, baseUrl);
    // Leave the app's origin so this tab does no work while Lighthouse measures.
    await page.goto('about:blank');
  });
}

/**
 * Signs out by forgetting the session: the cookies and everything the app's origin stored.
 * (The server's session row stays; it expires on its own, and the next sign-in makes a new one.)
 * @param {number} port
 * @param {string} baseUrl
 */
export async function signOut(port, baseUrl) {
  await withDefaultProfile(port, async ({ context, page }) => {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCookies');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'all',
    });
    await session.detach();
  });
}

/**
 * Lighthouse keeps storage (disableStorageReset) so the sign-in survives, which also keeps the
 * HTTP cache: empty it before each run so every run is a cold load, like Lighthouse's default.
 * @param {number} port
 */
export async function clearHttpCache(port) {
  await withDefaultProfile(port, async ({ context, page }) => {
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
  });
}
