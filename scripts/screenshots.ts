// `npm run screenshots`: looks at the running app as people would. Signs in as each demo role
// through the real API and takes a screenshot of each page at 1280 and 375 px, in two brands,
// light and dark, into .screenshots/ (open them and look: clipped text, overlapping bars and
// a brand that vanishes on one page are found this way, not by the tests).
//
//   SCREENSHOT_URL=http://localhost:3000 npm run screenshots -- /dashboard /calendar
//
// Defaults: the app at http://localhost:3000 (start it with `npm start`), the pages below.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { signInThroughApi, type DemoRole } from '../e2e/support/session';
import { chromiumLaunchOptions } from './chromium';

const base = process.env.SCREENSHOT_URL ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '..', '.screenshots');
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/dashboard', '/search?q=data', '/admin/branding', '/course/course-1/lesson/lesson1'];
const roles = (process.env.SCREENSHOT_ROLES ?? 'student,teacher,admin').split(',') as DemoRole[];
const brands = (process.env.SCREENSHOT_BRANDS ?? 'ocean-blue,crimson-red').split(',');
const widths = [1280, 375];
const modes = ['light', 'dark'] as const;
// The browser's language (its Accept-Language): `SCREENSHOT_LOCALE=ar` shows the pages in
// Arabic, right to left (docs/translating.md).
const locale = process.env.SCREENSHOT_LOCALE ?? 'en-US';

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
let count = 0;
try {
  for (const role of roles) {
    for (const width of widths) {
      const context = await browser.newContext({
        baseURL: base,
        locale,
        viewport: { width, height: width > 500 ? 800 : 812 },
      });
      const page = await context.newPage();
      await signInThroughApi(page, role);
      for (const mode of modes) {
        await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
        for (const target of pages) {
          await page.goto(target);
          await page.waitForLoadState('networkidle');
          for (const brand of brands) {
            await page.evaluate((id) => (document.documentElement.dataset.lpBrand = id), brand);
            await page.waitForTimeout(150); // one frame for the brand's styles
            const name = `${locale}-${role}-${target.replace(/[^a-z0-9]+/gi, '_')}-${width}-${mode}-${brand}.png`;
            await page.screenshot({ path: path.join(out, name), fullPage: false });
            count++;
          }
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`${count} screenshots in ${path.relative(process.cwd(), out)}/`);
