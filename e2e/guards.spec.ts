import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

test.describe('route guards', () => {
  test('a signed-out visitor of a protected page is sent to sign in, with any stored user cleared', async ({
    page,
  }) => {
    await page.goto('/config.json');
    await page.evaluate(() => localStorage.setItem('userRole', 'teacher'));
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();
  });

  test('a signed-in user is sent from the auth pages to the dashboard', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the short paths, / and unknown paths forward as the spec says', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await signInThroughApi(page, 'teacher');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a deep link loads the app (the server falls back to it) and names the page', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/career-dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Career dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Career dashboard · Learning Platform');
    await expectNoAxeViolations(page);
  });
});
