import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

// The sidebar and header are desktop parts; the bottom bar and side menu phone parts. The
// tags pick the Playwright project (playwright.config.ts) so nothing runs where it cannot apply.
test.describe('signed-in shell on desktop @desktop', () => {
  test('the sidebar differs for student, teacher and admin', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await expect(nav.getByRole('link', { name: 'Course Catalogue' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'University Management' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await signInThroughApi(page, 'teacher');
    await page.goto('/dashboard');
    await expect(nav.getByRole('link', { name: 'Students' })).toBeAttached();
    await expect(nav.getByRole('button', { name: 'University Management' })).toHaveCount(0);

    await signInThroughApi(page, 'admin');
    await page.goto('/dashboard');
    await expect(nav.getByRole('button', { name: 'University Management' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Switch University' })).toBeAttached();
  });

  test('the palette navigates, switches role and toggles the theme, and both survive a reload', async ({
    page,
  }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open command palette' }).click();
    const palette = page.getByRole('dialog');
    await palette.getByRole('combobox').fill('Catal');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Course Catalog' })).toBeVisible();

    await page.keyboard.press('Control+j');
    await palette.getByRole('combobox').fill('Teacher mode');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Switched to Teacher mode' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Students' }),
    ).toBeAttached();

    await page.keyboard.press('Control+j');
    await palette.getByRole('combobox').fill('Toggle theme');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('teacher');
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Students' }),
    ).toBeAttached();
    await expectNoAxeViolations(page);
  });

  test('the header search goes to the results page', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/catalog');
    // The shell loads lazily: wait for its search box before using its shortcut.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('Catalog');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Catalog$/);
    await expect(page.getByRole('heading', { name: 'Search results for "Catalog"' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-out clears local data and returns to sign in', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      role: localStorage.getItem('userRole'),
      csrf: sessionStorage.getItem('csrfToken'),
    }));
    expect(stored).toEqual({ user: null, role: null, csrf: null });
  });
});

test.describe('signed-in shell on a phone @mobile', () => {
  test('the bottom bar differs for students and teachers, and the side menu shows the role', async ({
    page,
  }) => {
    const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
    await signInThroughApi(page, 'student');
    await page.goto('/dashboard');
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Courses', 'Catalog', 'Calendar']);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await signInThroughApi(page, 'teacher');
    await page.goto('/students');
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Students', 'Analytics', 'Settings']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Teacher', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Course Builder' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
