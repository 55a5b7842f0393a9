import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_STATE_ID } from '@lp/contract';
import type { Locator } from '@playwright/test';
import { password, signIn, signInAsNewStudent } from './support/accounts';
import { uniqueEmail } from './support/outbox';
import { signedInAddresses } from './support/signed-in-addresses';
import { expect, test, type Page } from './support/test';

// Issue 34: the server draws every page in the visitor's language (the best match of the
// browser's Accept-Language, or the person's choice), with `<html lang dir>` set, and the app
// keeps it after hydration. The expected texts come from the catalogues themselves.

const catalogue = (code: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '..', 'locales', 'catalogues', `${code}.json`),
      'utf8',
    ),
  ) as Record<string, Record<string, string>>;
const es = catalogue('es');
const ar = catalogue('ar');

const DEMO_PASSWORD = 'Demo-pass-2025!';

async function signInIn(page: Page, texts: Record<string, Record<string, string>>, email: string) {
  const login = texts['login-form']!;
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: login.emailLabel }).fill(email);
  await password(page, login.passwordLabel).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: login.submitLabel }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Text that is cut off: an element that hides its overflow without an ellipsis, narrower than its text. */
function clippedTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#root *')]
      .filter((element) => {
        if (!element.childNodes.length || element.offsetParent === null) return false;
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
        if (!own) return false;
        const style = getComputedStyle(element);
        const hides = ['hidden', 'clip'].includes(style.overflowX);
        return (
          hides &&
          style.textOverflow !== 'ellipsis' &&
          !element.closest('.sr-only,[data-slot="skeleton"]') &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.textContent!.trim().slice(0, 60)),
  );
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('in Spanish (Accept-Language: es)', () => {
  test.use({ locale: 'es-ES' });

  test('sign-in, the dashboard, a lesson, the calendar and the branding editor', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: es['login-form']!.title })).toBeVisible();
    await signInIn(page, es, 'admin@demo.edu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    for (const address of ['/course/course-1/lesson/lesson-1-2', '/calendar', '/admin/branding']) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await clippedTexts(page), address).toEqual([]);
    }
  });
});

test.describe('in Arabic (Accept-Language: ar), right to left', () => {
  test.use({ locale: 'ar-EG' });

  test('the same pages mirror: dir="rtl", the sidebar on the right, nothing clipped', async ({
    page,
  }, testInfo) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: ar['login-form']!.title })).toBeVisible();
    await signInIn(page, ar, 'admin@demo.edu');
    const viewport = page.viewportSize()!;
    for (const address of [
      '/dashboard',
      '/course/course-1/lesson/lesson-1-2',
      '/calendar',
      '/admin/branding',
    ]) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const sidebar = page.locator('[data-slot="sidebar"]').first();
      if (viewport.width >= 768 && (await sidebar.isVisible())) {
        const { x, width } = await box(sidebar);
        expect(x + width, `${address}: the sidebar ends at the right edge`).toBeGreaterThan(
          viewport.width - 2,
        );
      }
      expect(await clippedTexts(page), address).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`ar-${address.replaceAll('/', '_')}-${viewport.width}.png`),
        fullPage: false,
      });
    }
  });
});

test.describe('a person’s own language', () => {
  test('chosen in the user menu (or Settings on a phone), it draws every page in it, also after signing in again elsewhere', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('lang', test.info().project.name);
    await signInAsNewStudent(page, request, email);
    if (page.viewportSize()!.width >= 768) {
      await page.getByRole('button', { name: /user menu/ }).click();
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
    } else {
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Language' });
      await section.getByRole('radio', { name: 'Español' }).click();
      await section.getByRole('button', { name: 'Save Language' }).click();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/calendar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Another device, whose browser asks for English: after signing in, the pages are Spanish.
    const elsewhere = await browser.newContext({ locale: 'en-US' });
    const other = await elsewhere.newPage();
    await signIn(other, email, 'Str0ng-pass!');
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await elsewhere.close();
  });
});

test.describe('in the pseudo-locale (Accept-Language: en-XA)', () => {
  test.use({ locale: 'en-XA' });

  test('every signed-in page says nothing in plain English', async ({ page }) => {
    const data = new Set<string>();
    // What the API and the page's state carried is data (course titles, names): not a message.
    // Every string of a JSON answer, keys included (a lesson's terms are its replies' keys),
    // and of the page state the server's HTML carries.
    const collect = (value: unknown): void => {
      if (typeof value === 'string') data.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          data.add(key);
          collect(inner);
        }
    };
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('json') && !type.includes('html')) return;
      const body = await response.text().catch(() => '');
      const json = type.includes('json')
        ? body
        : new RegExp(
            `<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`,
          ).exec(body)?.[1];
      try {
        if (json) collect(JSON.parse(json));
      } catch {
        // Not JSON after all: nothing of it is data.
      }
    });
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    const pseudoLogin = (await page.getByRole('heading').first().textContent()) ?? '';
    expect(pseudoLogin).toMatch(/^\[/);
    // Every signed-in page of the route table, each opened as a demo role that may open it.
    const pages = signedInAddresses();
    test.setTimeout(60_000 + pages.length * 10_000);
    const left: string[] = [];
    for (const role of new Set(pages.map((entry) => entry.role))) {
      await page.context().clearCookies();
      await page.goto('/auth/login');
      await page.getByRole('textbox').first().fill(`${role}@demo.edu`);
      await page.locator('input[type=password]').fill(DEMO_PASSWORD);
      await page.locator('button[type=submit]').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const { address } of pages.filter((entry) => entry.role === role)) {
        const response = await page.goto(address);
        expect(response?.status(), `${address} as ${role}`).toBe(200);
        await page.waitForLoadState('networkidle');
        const english = await page.evaluate(
          (known) => {
            const seen = [...new Set(known)];
            // Data inside a message ('What is {term}?') is data: taken out before looking.
            const inserts = seen.filter((value) => value.length >= 4);
            // What Intl writes (month, weekday, time zone and language names, relative times)
            // is the language's formatting, not a message: the pseudo-locale formats as English.
            const intl = (options: Intl.DateTimeFormatOptions, count: number, day: number) =>
              Array.from({ length: count }, (_, index) =>
                new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(
                  Date.UTC(2024, count === 12 ? index : 0, count === 12 ? 1 : day + index),
                ),
              );
            const letters = 'abcdefghijklmnopqrstuvwxyz';
            const languages = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });
            const languageNames = [...letters].flatMap((first) =>
              [...letters].map((second) => languages.of(first + second) ?? ''),
            );
            const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
            const relativeWords = (
              ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const
            ).flatMap((unit) =>
              [-2, -1, 0, 1, 2].flatMap((count) =>
                relative.format(count, unit).split(/[^A-Za-z]+/),
              ),
            );
            const intlWords = [
              ...relativeWords.filter((word) => word.length >= 3),
              ...intl({ month: 'long' }, 12, 1),
              ...intl({ month: 'short' }, 12, 1),
              ...intl({ weekday: 'long' }, 7, 1),
              ...intl({ weekday: 'short' }, 7, 1),
              'UTC',
              ...languageNames.filter((name) => /^[A-Za-z ]+$/.test(name)),
            ];
            const pageLanguage = document.documentElement.lang;
            const walker = document.createTreeWalker(
              document.getElementById('root')!,
              NodeFilter.SHOW_TEXT,
            );
            const found: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent!.trim();
              if (!/[A-Za-z]{3,}/.test(text)) continue;
              if (node.parentElement?.closest('[aria-hidden="true"],script,style')) continue;
              // A text marked as another language (a language's own name) is not the page's.
              if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== pageLanguage)
                continue;
              if (seen.some((value) => value.includes(text))) continue;
              let words = text.replace(/"[^"]*"/g, '');
              for (const value of inserts) words = words.replaceAll(value, '');
              for (const name of intlWords)
                words = words.replace(new RegExp(`\\b${name}\\b`, 'g'), '');
              if (!/[A-Za-z]{3,}/.test(words)) continue;
              found.push(text);
            }
            return found;
          },
          [...data],
        );
        left.push(...english.map((text) => `${address} (${role}): ${text}`));
      }
    }
    expect(left).toEqual([]);
  });
});
