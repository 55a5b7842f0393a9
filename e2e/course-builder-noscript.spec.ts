import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// The Course Builder's details without JavaScript (issue 32: every new page's forms work
// before its script runs): New course starts a draft, the details form posts through the
// page's action, a refused value comes back with the contract's message and everything else
// as typed, and a save over someone else's newer version says so. On a server of the
// journey's own, so the shared server's courses stay as seeded.

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer({ serverRendered: true });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** A browser without JavaScript, signed in as the page's user. */
async function withoutScript(page: Page, browser: Browser): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return [context, await context.newPage()];
}

/** Starts a draft by the /builder page's New course form; its builder page opens. */
async function newCourse(noScript: Page) {
  await noScript.goto(`${server.baseURL}/builder`, { waitUntil: 'domcontentloaded' });
  await noScript.getByRole('button', { name: 'New course' }).click();
  await expect(noScript).toHaveURL(/\/builder\/[^/]+$/);
  return noScript.url();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('@desktop a teacher saves a course’s details without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  const [context, noScript] = await withoutScript(page, browser);
  const address = await newCourse(noScript);

  await field(noScript, 'Title').fill('Coastal Ecology');
  await field(noScript, 'Category').fill('Science');
  await noScript.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Advanced' });
  await noScript.getByRole('button', { name: 'Save details' }).click();
  await expect(noScript).toHaveURL(address);
  await noScript.reload({ waitUntil: 'domcontentloaded' });
  await expect(field(noScript, 'Title')).toHaveValue('Coastal Ecology');
  await expect(field(noScript, 'Category')).toHaveValue('Science');
  await expect(noScript.getByRole('combobox', { name: 'Level' })).toHaveValue('ADVANCED');
  await expect(noScript.getByRole('heading', { level: 2, name: 'Coastal Ecology' })).toBeVisible();

  // A title of spaces passes the browser's own check, not the contract's: its message, with
  // the other values as typed.
  await field(noScript, 'Title').fill('   ');
  await field(noScript, 'Description').fill('Tides, dunes and salt marshes.');
  await field(noScript, 'Category').fill('Marine science');
  await noScript.getByRole('button', { name: 'Save details' }).click();
  await expect(field(noScript, 'Title')).toHaveAccessibleDescription(/Title is required/);
  await expect(field(noScript, 'Description')).toHaveValue('Tides, dunes and salt marshes.');
  await expect(field(noScript, 'Category')).toHaveValue('Marine science');

  // Meanwhile someone saves the course with the script: the details sent over the version the
  // page was read at are refused with the API's message, and come back as typed.
  await page.goto(address);
  await field(page, 'Category').fill('Oceanography');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await field(noScript, 'Title').fill('Coastal Ecology II');
  await noScript.getByRole('button', { name: 'Save details' }).click();
  await expect(noScript.getByRole('alert')).toContainText(
    'Someone else saved this course after you opened it.',
  );
  await expect(field(noScript, 'Title')).toHaveValue('Coastal Ecology II');
  await expect(field(noScript, 'Category')).toHaveValue('Marine science');

  // Sent again, over the version the page now holds, the copy is kept.
  await noScript.getByRole('button', { name: 'Save details' }).click();
  await expect(noScript.getByRole('alert')).toHaveCount(0);
  await noScript.reload({ waitUntil: 'domcontentloaded' });
  await expect(field(noScript, 'Title')).toHaveValue('Coastal Ecology II');
  await expect(field(noScript, 'Category')).toHaveValue('Marine science');
  await context.close();
});

test('@desktop with JavaScript the details autosave, with no Save details button', async ({
  page,
}) => {
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  await page.goto(`${server.baseURL}/builder`);
  await page.getByRole('button', { name: 'New course' }).click();
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await expect(field(page, 'Title')).toHaveValue('Untitled course');
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0);
  // Enter in a field does not post the page: the autosave saves it.
  await field(page, 'Title').fill('Estuaries');
  await field(page, 'Title').press('Enter');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue('Estuaries');
});
