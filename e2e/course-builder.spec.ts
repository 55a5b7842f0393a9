import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// The Course Builder (issue 32): a teacher starts a course, writes a module with a text lesson
// by keyboard, and publishes it; a student of the same university then finds it in the
// catalogue. And two tabs on one course: the second save meets the first's newer version, asks,
// and keeps what was typed. On a server of the journey's own, so the shared server's
// catalogue, which other journeys count, stays as seeded.

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer({ serverRendered: true });
  await server.start();
});
test.afterAll(async () => {
  await server?.dispose();
});

/** Starts a course from /builder and waits for its builder page. */
async function newCourse(page: Page) {
  await page.goto(`${server.baseURL}/builder`);
  await page.getByRole('button', { name: 'New course' }).click();
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Untitled course',
  );
  return page.url();
}

const saved = (page: Page) => expect(page.getByText('Saved', { exact: true })).toBeVisible();

test('@desktop a teacher writes and publishes a course by keyboard, and a student finds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  const address = await newCourse(page);

  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Tidal Engineering');
  await page.getByRole('textbox', { name: 'Category' }).fill('Engineering');
  await saved(page);

  await page.getByRole('button', { name: 'Add module' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add lesson' }).first().focus();
  await page.keyboard.press('Enter');
  // The menu of lesson types opens on its first, Text; the new lesson's editor opens.
  await expect(page.getByRole('menuitem', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('Enter');
  const markdown = page.getByRole('textbox', { name: 'Lesson text (Markdown)' });
  await markdown.fill('# Tides\n\nThe moon pulls the sea.');
  await saved(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await saved(page);

  // What was saved is what the page draws again.
  await page.goto(address);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Tidal Engineering',
  );

  const student = await browser.newPage();
  await signInWith(student, 'student@demo.edu', DEMO_PASSWORD, server.baseURL);
  await student.goto(`${server.baseURL}/catalog?q=Tidal`);
  await expect(student.getByRole('link', { name: 'Tidal Engineering', exact: true })).toBeVisible();
  await student.close();
});

test('@desktop two tabs on one course: the later save asks, and keeping its copy loses nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWith(page, 'teacher@demo.edu', DEMO_PASSWORD, server.baseURL);
  const address = await newCourse(page);
  const second = await page.context().newPage();
  await second.goto(address);
  await expect(second.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Untitled course',
  );

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Typed in the first tab');
  await saved(page);

  await second.getByRole('textbox', { name: 'Description' }).fill('Typed in the second tab');
  const dialog = second.getByRole('alertdialog', { name: 'Someone else saved this course' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my copy' }).click();
  await saved(second);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Typed in the second tab',
  );
});
