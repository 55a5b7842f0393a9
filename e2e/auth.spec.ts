import { expect, test, type Route, DESKTOP_ONLY } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { password, register, signIn } from './support/accounts';
import { linkFromOutbox, uniqueEmail } from './support/outbox';
import { DEMO_PASSWORD } from './support/session';

test.describe('accounts', () => {
  test('register, confirm from the outbox, sign in and land on the dashboard', async ({
    page,
    request,
  }, info) => {
    const email = uniqueEmail('register', info.project.name);
    await register(page, email, 'Str0ng-pass!');
    await expectNoAxeViolations(page);
    const link = await linkFromOutbox(request, email, 'EMAIL_VERIFICATION');
    await page.goto(link);
    await expect(
      page.getByText('Your email address is confirmed. You can sign in now.'),
    ).toBeVisible();
    await signIn(page, email, 'Str0ng-pass!');
    await expect(page).toHaveURL(/\/dashboard$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ id: email, email, firstName: 'Ada', roles: ['student'] });
  });

  test("a wrong password shows the spec's message and keeps what was typed", async ({ page }) => {
    await signIn(page, 'student@demo.edu', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Login failed. Please try again.');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('student@demo.edu');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expectNoAxeViolations(page);
  });

  test(
    'forgot password, reset from the outbox, sign in with the new password; the used link is expired',
    DESKTOP_ONLY,
    async ({ page, request }, info) => {
      const email = uniqueEmail('reset', info.project.name);
      await register(page, email, 'First-pass-1');
      await page.goto(await linkFromOutbox(request, email, 'EMAIL_VERIFICATION'));

      await page.goto('/auth/forgot-password');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expectNoAxeViolations(page);

      const resetLink = await linkFromOutbox(request, email, 'RESET_PASSWORD');
      await page.goto(resetLink);
      await password(page, 'New password').fill('Second-pass-2');
      await password(page, 'Confirm password').fill('Second-pass-2');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(
        page.getByRole('heading', { name: 'Password Updated Successfully' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await signIn(page, email, 'Second-pass-2');
      await expect(page).toHaveURL(/\/dashboard$/);

      // Signed out for real: the server, not the browser's storage, says who is signed in.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(resetLink);
      await expect(page).toHaveURL(/\/auth\/expired-link$/);
      await expect(
        page.getByText('The link to reset your password has expired. Generate a new one.'),
      ).toBeVisible();
    },
  );

  test(
    'an unknown or expired reset token reaches the expired page; no token says so',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/auth/forgot-password/step/reset-password?token=not-a-real-token');
      await expect(page).toHaveURL(/\/auth\/expired-link$/);
      await expectNoAxeViolations(page);
      await page.goto('/auth/forgot-password/step/reset-password');
      await expect(
        page.getByText(
          'An internal error occurred. Please contact an administrator or try again later.',
        ),
      ).toBeVisible();
    },
  );

  test('the whole sign-in with the keyboard alone', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Email' }).focus();
    await page.keyboard.type('teacher@demo.edu');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(
    'a server that answers 500, answers non-JSON or cannot be reached gives the spec messages and keeps the form',
    DESKTOP_ONLY,
    async ({ page }) => {
      const cases: Array<[string, (route: Route) => Promise<void>, string]> = [
        [
          '500',
          (route) =>
            route.fulfill({
              status: 500,
              json: {
                data: null,
                message: 'Internal Server Error',
                error: 'Internal Server Error',
              },
            }),
          'Login failed. Please try again.',
        ],
        [
          'non-JSON',
          (route) =>
            route.fulfill({
              status: 200,
              contentType: 'text/html',
              body: '<html>maintenance</html>',
            }),
          'An unexpected error occurred. Please try again.',
        ],
        [
          'unreachable',
          (route) => route.abort('connectionrefused'),
          'An unexpected error occurred. Please try again.',
        ],
      ];
      await page.goto('/auth/login');
      for (const [, answer, message] of cases) {
        await page.unroute('**/api/v1/auth/login');
        await page.route('**/api/v1/auth/login', answer);
        await page.getByRole('textbox', { name: 'Email' }).fill('student@demo.edu');
        await password(page).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('alert')).toContainText(message);
        await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('student@demo.edu');
        await expect(password(page)).toHaveValue(DEMO_PASSWORD);
      }
    },
  );

  test('the account screens pass axe', async ({ page }) => {
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/register/confirm-email',
      '/auth/expired-link',
      '/auth/forgot-password/step/success',
      '/auth/invite',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
