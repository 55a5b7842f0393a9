import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { linkFromOutbox, uniqueEmail } from './support/outbox';
import { signInThroughApi } from './support/session';

/** An admin invites an address through the real API (with the session's CSRF token). */
async function inviteAsAdmin(page: Page, email: string) {
  await signInThroughApi(page, 'admin');
  const status = await page.evaluate(async (to) => {
    const response = await fetch('/api/v1/auth/invite', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '',
      },
      body: JSON.stringify({ email: to, role: 'STUDENT' }),
    });
    localStorage.clear();
    sessionStorage.clear();
    return response.status;
  }, email);
  expect(status).toBe(201);
  // Signed out for real: the server, not the browser's storage, says who is signed in.
  await page.context().clearCookies();
}

test.describe('invitation', () => {
  test('an invited person names themselves, joins, is confirmed and lands on the dashboard', async ({
    page,
    request,
  }, info) => {
    const email = uniqueEmail('invite', info.project.name);
    await inviteAsAdmin(page, email);
    await page.goto(await linkFromOutbox(request, email, 'INVITATION'));

    await expect(page.getByRole('heading', { name: "You've Been Invited" })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter your first and last name')).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password\*?$/).fill('Invited-pass-1');
    await page.getByRole('button', { name: 'Join the program' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The confirmation step continues by itself after its 10-second countdown.
    await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible({
      timeout: 15_000,
    });
    await page
      .getByRole('button', { name: 'Continue' })
      .or(page.getByRole('link', { name: 'Continue' }))
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email, firstName: 'Grace', roles: ['student'] });
  });

  test('an unknown or used invitation shows the expired step', async ({ page }) => {
    await page.goto('/auth/invite?token=not-a-real-invitation');
    await expect(
      page.getByText(
        "To join this program you'll need to ask the person who originally invited you for a new link.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
