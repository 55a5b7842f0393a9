import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

// The app's frame (issue 13): data-router error screens, the one access rule, real links,
// and the shell defects found by using the app as a new user would.

const brands = readdirSync(path.join(import.meta.dirname, '..', 'tokens', 'brands'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

test.describe('the app frame @desktop', () => {
  test('a page whose code vanished after a redeploy reloads once, then offers Reload', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/catalog');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    // The search page's module is gone, as after a redeploy (the tab still runs the old build).
    let blocked = 0;
    await page.route('**/assets/search-screen-*.js', (route) => {
      blocked++;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    let loads = 0;
    page.on('load', () => loads++);
    await search.fill('data');
    await search.press('Enter');
    // It reloads once by itself; the module is still missing, so it then asks, and stops there.
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=data$/);
    expect(blocked).toBeGreaterThanOrEqual(2);
    expect(loads).toBe(1);
    await expectNoAxeViolations(page);
    await page.unroute('**/assets/search-screen-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Search results for "data"' })).toBeVisible();
  });

  test('a missing script answers 404, not the app’s HTML', async ({ request }) => {
    const response = await request.get('/assets/no-such-chunk-abc123.js');
    expect(response.status()).toBe(404);
  });

  test('the access rule: Access Denied inside the shell, or back to the dashboard', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/admin/branding');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/live/admin');
    await expect(page).toHaveURL(/\/dashboard$/);

    await signInThroughApi(page, 'admin');
    await page.goto('/admin/branding');
    await expect(page.getByRole('heading', { name: 'Branding', level: 2 })).toBeVisible();
  });

  test('links are real: a plain click stays in the app, a modifier click opens a tab', async ({
    page,
    context,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const schedule = nav.getByRole('link', { name: 'Schedule' });
    await expect(schedule).toHaveAttribute('href', '/calendar');
    // A marker on window survives client navigation and not a page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await schedule.click();
    await expect(page).toHaveURL(/\/calendar$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const opened = context.waitForEvent('page');
    await nav.getByRole('link', { name: 'Job Portal' }).click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/jobs$/);
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('the dark dashboard keeps the brand in every built-in brand', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    const shell = page.locator('[data-slot="app-shell"]');
    await expect(shell).toHaveAttribute('data-variant', 'dashboard');
    for (const brand of brands) {
      const [expected, actual] = await page.evaluate((id) => {
        const root = document.documentElement;
        root.dataset.lpBrand = id;
        root.classList.add('dark');
        const read = (element: Element) =>
          ['--lp-color-primary', '--lp-color-primary-subtle', '--lp-color-primary-text'].map(
            (name) => getComputedStyle(element).getPropertyValue(name).trim(),
          );
        const darkRoot = read(root);
        root.classList.remove('dark');
        return [darkRoot, read(document.querySelector('[data-slot="app-shell"]')!)];
      }, brand);
      expect(actual, brand).toEqual(expected);
    }
  });

  test('searching keeps the query in the box and names the page Search', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/catalog');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Catalog');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Catalog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(search).toHaveValue('Catalog');
  });

  test('signing in never shows a blank page between the form and the shell', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('student@demo.edu');
    await page.getByLabel(/^Password\*?$/).fill('Demo-pass-2025!');
    // Sample what is on screen every animation frame until the shell is there.
    const blankFrames = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let blank = 0;
          const tick = () => {
            if (document.querySelector('[data-slot="app-shell"]')) return resolve(blank);
            const root = document.getElementById('root');
            if (!root || root.childElementCount === 0 || !root.textContent?.trim()) {
              if (!document.querySelector('[data-slot="shell-frame"]')) blank++;
            }
            requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await blankFrames).toBe(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('the app frame on a phone @mobile', () => {
  test('a search can be started from the phone’s header', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('Catalog');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Catalog$/);
    await expect(page.getByRole('heading', { name: 'Search results for "Catalog"' })).toBeVisible();
  });

  test('every entry of the side menu has its icon, and the labels line up', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/skills');
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog');
    const links = menu.getByRole('link');
    await expect(links.first()).toBeVisible();
    const lefts = await links.evaluateAll((items) =>
      items.map((item) => {
        const label = [...item.childNodes].find((node) => node.textContent?.trim())!;
        const range = document.createRange();
        range.selectNodeContents(label);
        return Math.round(range.getBoundingClientRect().left);
      }),
    );
    expect(new Set(lefts).size).toBe(1);
    await expect(
      menu.getByRole('link', { name: 'Skills & Certificates' }).locator('svg'),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('an invitation link without its token offers a way to sign in', async ({ page }) => {
    await page.goto('/auth/invite');
    await page.getByRole('link', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
