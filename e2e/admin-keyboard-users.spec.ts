import { expect, test } from './support/test';
import { chooseWithKeyboard, expectFocusWithin, shiftTabTo, tabTo } from './support/keyboard';
import { createPrivateServer, type PrivateServer } from './support/private-server';
import { DEMO_PASSWORD, signInWith } from './support/session';

// User management with the keyboard alone (issue 18): search, the role filter, paging, the
// details and invitation dialogs. Paging needs more accounts than a page holds; registering
// them on the shared server would spend the suite's registration allowance (20 per address in
// 15 minutes), so this journey has a server of its own.

const ACCOUNTS = 11;
const PAGE_SIZE = 10;

let server: PrivateServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await createPrivateServer();
  await server.start();
  for (let n = 1; n <= ACCOUNTS; n += 1) {
    const number = String(n).padStart(2, '0');
    const response = await fetch(`${server.baseURL}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `pager-${number}@keyboard.e2e.edu`,
        password: 'Pager-pass-1',
        firstName: 'Pager',
        lastName: number,
      }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
});
test.afterAll(async () => {
  await server?.dispose();
});

test('@desktop user management: search, role filter, pages, details and invitation dialogs', async ({
  page,
}) => {
  await signInWith(page, 'admin@demo.edu', DEMO_PASSWORD, server.baseURL);
  await page.goto(`${server.baseURL}/admin/users`);
  await expect(page.getByRole('heading', { name: 'User Management', level: 2 })).toBeVisible();

  // The search is sent with Enter.
  const search = page.getByRole('searchbox', { name: 'Search users...' });
  await tabTo(page, search);
  await page.keyboard.type('pager');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Showing 1 to ${PAGE_SIZE} of ${ACCOUNTS}`)).toBeVisible();

  const role = page.getByRole('combobox', { name: 'Role' });
  await tabTo(page, role);
  await chooseWithKeyboard(page, role, 'Students');
  await expect(page).toHaveURL(/role=student/);
  await expect(page.getByText(`Showing 1 to ${PAGE_SIZE} of ${ACCOUNTS}`)).toBeVisible();

  // Next, then back to the first page by its number.
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Showing ${PAGE_SIZE + 1} to ${ACCOUNTS} of ${ACCOUNTS}`),
  ).toBeVisible();
  const first = page.getByRole('button', { name: 'Page 1', exact: true });
  await shiftTabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Showing 1 to ${PAGE_SIZE} of ${ACCOUNTS}`)).toBeVisible();
  await expect(first).toHaveAttribute('aria-current', 'page');

  // A row's details: the focus moves in, Escape closes, the focus is back on the row's button.
  const view = page.getByRole('button', { name: /^View details of Pager \d+$/ }).last();
  await shiftTabTo(page, view);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog');
  await expect(details).toContainText('@keyboard.e2e.edu');
  await expectFocusWithin(details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();

  const invite = page.getByRole('button', { name: 'Invite User' });
  await shiftTabTo(page, invite);
  await page.keyboard.press('Enter');
  const invitation = page.getByRole('dialog', { name: 'Invite User' });
  await expect(invitation).toBeVisible();
  await expectFocusWithin(invitation);
  await page.keyboard.press('Escape');
  await expect(invitation).toBeHidden();
  await expect(invite).toBeFocused();
});
