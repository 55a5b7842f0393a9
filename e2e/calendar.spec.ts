import { expect, test, type Page, DESKTOP_ONLY } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAsNewStudent } from './support/accounts';
import { uniqueEmail } from './support/outbox';
import { signInThroughApi } from './support/session';

// The calendar (issue 15) against the real server: events are stored there, kept to their owner,
// and survive a reload.

/** Today in the browser's zone, as the address and the form's inputs write it. */
async function todayOf(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

const grid = (page: Page) => page.getByRole('grid');

test.describe('calendar', () => {
  test(
    'a student adds, edits and deletes an event; it is stored, and nobody else sees it',
    DESKTOP_ONLY,
    async ({ page, browser, request }, info) => {
      const title = `Office hours ${info.project.name} ${Date.now()}`;
      await signInThroughApi(page, 'student');
      const today = await todayOf(page);
      await page.goto(`/calendar?view=day&date=${today}`);
      await expect(page.getByRole('grid')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Add Event' }).click();
      const form = page.getByRole('dialog', { name: 'Add Event' });
      await form.getByRole('textbox', { name: /Title/ }).fill(title);
      await form.getByLabel(/^Start/).fill(`${today}T10:00`);
      await form.getByLabel(/^End/).fill(`${today}T11:00`);
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Save Event' }).click();
      await expect(form).toHaveCount(0);
      await expect(grid(page).getByRole('button', { name: new RegExp(title) })).toBeVisible();

      // Stored by the server: a reload shows it again.
      await page.reload();
      const chip = grid(page).getByRole('button', { name: new RegExp(title) });
      await expect(chip).toBeVisible();

      // Details → Edit → Update Event.
      await chip.click();
      const details = page.getByRole('dialog', { name: title });
      await expect(details).toBeVisible();
      await expectNoAxeViolations(page);
      await details.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Event' });
      await edit.getByRole('textbox', { name: /Title/ }).fill(`${title} (moved)`);
      await edit.getByRole('button', { name: 'Update Event' }).click();
      await expect(edit).toHaveCount(0);
      const moved = grid(page).getByRole('button', { name: new RegExp(`${title} \\(moved\\)`) });
      await expect(moved).toBeVisible();

      // A second student's calendar does not hold it.
      const context = await browser.newContext();
      const other = await context.newPage();
      await signInAsNewStudent(other, request, uniqueEmail('calendar', info.project.name));
      await other.goto(`/calendar?view=day&date=${today}`);
      await expect(other.getByRole('grid')).toBeVisible();
      await expect(other.getByText(title)).toHaveCount(0);
      await context.close();

      // Delete asks first; then the event is gone, after a reload too.
      await moved.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Are you sure you want to delete this event?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(grid(page).getByText(title)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('grid')).toBeVisible();
      await expect(grid(page).getByText(title)).toHaveCount(0);
    },
  );

  test('the view and day live in the address, and the keyboard moves through them @desktop', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/calendar?view=month&date=2026-03-10');
    await expect(page.getByRole('heading', { name: 'March 2026' })).toBeVisible();

    // Tab from the page's start reaches the grid's one focusable cell.
    const cell = grid(page).getByRole('gridcell', { selected: true });
    for (let i = 0; i < 40; i++) {
      if (await cell.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(cell).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/date=2026-03-11/);
    await expect(grid(page).locator('[role=gridcell][data-date="2026-03-11"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=day&date=2026-03-11/);
    await expect(page.getByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeVisible();

    // Enter on an hour adds an event there; Escape leaves without one.
    await expect(page.getByRole('gridcell', { selected: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Event' });
    await expect(form.getByLabel(/^Start/)).toHaveValue(/^2026-03-11T\d\d:00$/);
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('gridcell', { selected: true })).toBeFocused();

    // A reload keeps the place; a made-up date falls back to today's month.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeVisible();
    await page.goto('/calendar?view=nope&date=2026-02-31');
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('on a phone the sidebar is a slide-over @mobile', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/calendar');
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Search and filter' });
    await expect(sheet.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show sidebar' })).toBeFocused();
  });
});
