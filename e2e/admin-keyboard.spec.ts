import { expect, test } from './support/test';
import {
  chooseWithKeyboard,
  expectFocusWithin,
  pressUntilFocused,
  shiftTabTo,
  tabTo,
} from './support/keyboard';
import { applySession, signInOnce, type ReusableSession } from './support/session';

// The admin screens with the keyboard alone (issue 18; user management, which needs a list long
// enough to page through, is in admin-keyboard-users.spec.ts): each main control is reached
// with Tab or Shift+Tab and worked with Enter, Space, the arrow keys and Escape, and the focus
// lands where a keyboard user expects it. Desktop: the phone layout has its own journeys.

// Signed in once per worker (the suite's sign-ins per address are limited), then shared.
let admin: ReusableSession | undefined;
test.beforeEach(async ({ page, baseURL }) => {
  admin ??= await signInOnce(baseURL!, 'admin');
  await applySession(page, admin);
});

test('@desktop users online: Back to Dashboard with Enter', async ({ page }) => {
  await page.goto('/admin/user-stats');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Dashboard' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('@desktop organizations: search, filter, details and export dialogs, Back', async ({
  page,
}) => {
  await page.goto('/admin/organizations');
  const cards = page.locator('[data-slot="organization-card"]');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();

  // Search by location, then Escape clears it.
  const search = page.getByRole('searchbox', { name: 'Search organizations...' });
  await tabTo(page, search);
  await page.keyboard.type('Austin, TX');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Westfield Institute of Technology');
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(all);

  // Filter opens its list; Space checks a name and narrows the grid, then unchecks it.
  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  await tabTo(page, filter);
  await page.keyboard.press('Enter');
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  const riverside = page
    .getByRole('group', { name: 'Filter by organization' })
    .getByRole('checkbox', { name: 'Riverside College' });
  await tabTo(page, riverside);
  await page.keyboard.press('Space');
  await expect(riverside).toBeChecked();
  await expect(cards).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(riverside).not.toBeChecked();
  await expect(cards).toHaveCount(all);

  // A card opens its details: the focus moves in, Escape closes, the focus is back on the card.
  const card = page.getByRole('button', { name: 'Lakeside State University' });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Lakeside State University' });
  await expect(details).toBeVisible();
  await expectFocusWithin(details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(card).toBeFocused();

  // Quick Actions' Export Data opens Export Reports the same way.
  const exportData = page.getByRole('button', { name: 'Export Data' });
  await shiftTabTo(page, exportData);
  await page.keyboard.press('Enter');
  const report = page.getByRole('dialog', { name: 'Export Reports' });
  await expect(report).toBeVisible();
  await expectFocusWithin(report);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(exportData).toBeFocused();

  const back = page.getByRole('link', { name: 'Back to Dashboard' });
  await shiftTabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('@desktop university analytics: period, university, Refresh and Export', async ({ page }) => {
  await page.goto('/admin/university-analytics');
  await expect(page.getByText('Total Students')).toBeVisible();

  const period = page.getByRole('combobox', { name: 'Period' });
  await tabTo(page, period);
  await chooseWithKeyboard(page, period, 'Last 7 days', 'ArrowUp');
  await expect(page).toHaveURL(/period=7d/);

  const university = page.getByRole('combobox', { name: 'University' });
  await shiftTabTo(page, university);
  await chooseWithKeyboard(page, university, 'Northbridge University');
  await expect(page).toHaveURL(/university=univ-northbridge/);
  await expect(page).toHaveURL(/period=7d/);

  // Refresh asks the server again.
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await tabTo(page, refresh);
  const asked = page.waitForResponse((response) =>
    response.url().includes('/api/v1/admin/university-analytics'),
  );
  await page.keyboard.press('Enter');
  expect((await asked).ok()).toBe(true);
  await expect(refresh).toBeEnabled();

  const exportButton = page.getByRole('button', { name: 'Export' });
  await tabTo(page, exportButton);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('@desktop super dashboard: status filter, search, a card menu and its details dialog', async ({
  page,
}) => {
  await page.goto('/admin/super-dashboard');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  const status = page.getByRole('combobox', { name: 'Status' });
  await tabTo(page, status);
  await chooseWithKeyboard(page, status, 'Suspended');
  await expect(cards.filter({ hasText: 'Riverside College' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Northbridge University' })).toHaveCount(0);
  await chooseWithKeyboard(page, status, 'All Status', 'ArrowUp');

  const search = page.getByRole('searchbox', { name: 'Search universities...' });
  await shiftTabTo(page, search);
  await page.keyboard.type('northbridge');
  await expect(cards).toHaveCount(1);

  // The card's menu: Enter opens it, the arrow keys reach View Details, Enter opens the dialog.
  const menu = page.getByRole('button', { name: 'Actions for Northbridge University' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const viewDetails = page.getByRole('menuitem', { name: 'View Details' });
  await expect(viewDetails).toBeVisible();
  await expectFocusWithin(page.getByRole('menu'));
  await pressUntilFocused(page, viewDetails, 'ArrowDown', 10);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog');
  await expect(details).toContainText('northbridge');
  await expectFocusWithin(details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(menu).toBeFocused();
});

test('@desktop university management: search, the delete dialog, Create University and Back', async ({
  page,
}) => {
  await page.goto('/admin/universities');
  const search = page.getByRole('searchbox', { name: 'Search universities...' });
  await tabTo(page, search);
  await page.keyboard.type('lakeside');
  const remove = page.getByRole('button', { name: 'Delete Lakeside State University' });
  await expect(remove).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Northbridge University' })).toHaveCount(0);

  // The delete question opens with the focus in it; Escape keeps the university.
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Delete University' });
  await expect(question).toBeVisible();
  await expectFocusWithin(question);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();

  const create = page.getByRole('button', { name: 'Create University' });
  await shiftTabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mode=create/);
  // The list's button is gone, and the form does not take the focus: Tab from where it was.
  const back = page.getByRole('button', { name: 'Back to Universities' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/mode=create/);
  await expect(search).toBeVisible();
});
