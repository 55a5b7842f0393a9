import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/outbox';
import { signInThroughApi } from './support/session';

// The admin screens of issues 16 and 18 against the real server: the super dashboard, user
// management (suspending is real: the account cannot sign in) and the users online.

test.describe('admin screens', () => {
  test('an admin finds a new account, suspends and reactivates it, and invites someone', async ({
    page,
    request,
  }, info) => {
    // An account of its own, so suspending it disturbs no other test.
    const email = uniqueEmail('managed', info.project.name);
    const registered = await request.post('/api/v1/auth/register', {
      data: { email, password: 'Managed-pass-1', firstName: 'Mona', lastName: 'Managed' },
    });
    expect(registered.status()).toBe(201);

    await signInThroughApi(page, 'admin');
    await page.goto(`/admin/users?university=univ-default&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'User Management', level: 2 })).toBeVisible();
    await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();
    await expect(page.getByRole('table')).toContainText(email);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Suspend Mona Managed' }).click();
    await expect(page.getByRole('button', { name: 'Activate Mona Managed' })).toBeVisible();
    const refused = await request.post('/api/v1/auth/login', {
      data: { email, password: 'Managed-pass-1' },
    });
    expect(refused.ok()).toBe(false);
    await page.getByRole('button', { name: 'Activate Mona Managed' }).click();
    await expect(page.getByRole('button', { name: 'Suspend Mona Managed' })).toBeVisible();

    // A filter that matches nobody says so.
    await page.goto(`/admin/users?university=univ-default&q=nobody-${Date.now()}`);
    await expect(page.getByText('No users found')).toBeVisible();

    const invited = uniqueEmail('invited', info.project.name);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(invited);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog).toContainText(`Invitation sent to ${invited}.`);
  });

  test('the super dashboard lists the universities with their details and exports them', async ({
    page,
  }) => {
    await signInThroughApi(page, 'admin');
    await page.goto('/admin/super-dashboard');
    await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('All systems operational')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search universities...' }).fill('northbridge');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Actions for Northbridge University' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('northbridge');
    await details.getByRole('button', { name: 'Close' }).first().click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    expect((await download).suggestedFilename()).toBe('universities.csv');
  });

  test('users online: the presence socket connects and counts the admin watching', async ({
    page,
  }) => {
    await signInThroughApi(page, 'admin');
    await page.goto('/admin/user-stats');
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(page.getByText('Users Online Now')).toBeVisible();
    await expect(page.getByText('Failed to connect to the presence service.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
