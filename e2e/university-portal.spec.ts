import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInThroughApi } from './support/session';

// The university portal and impersonation (issue 16, spec 2 §2.12): the list, the switch and
// the impersonation are the server's; the banner follows the admin from page to page.

const portal = '/admin/university-switch';
const card = (page: Page, name: string) => page.getByRole('article', { name });
const banner = (page: Page) => page.locator('[data-slot="impersonation-banner"]');

test.describe('university portal', () => {
  test('an admin impersonates a university; the banner stays on every page until End Session', async ({
    page,
  }) => {
    await signInThroughApi(page, 'admin');
    await page.goto(portal);
    await expect(page.getByRole('heading', { name: 'University Portal', level: 2 })).toBeVisible();
    await expect(card(page, 'Northbridge University')).toBeVisible();
    // An inactive university can be neither opened nor impersonated.
    const westfield = card(page, 'Westfield Institute of Technology');
    await expect(westfield.getByRole('button', { name: 'Switch to University' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(westfield.getByRole('button', { name: 'Impersonate Admin' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await card(page, 'Northbridge University')
      .getByRole('button', { name: 'Impersonate Admin' })
      .click();
    await expect(banner(page)).toContainText('Impersonating Northbridge University Administrator');

    for (const path of ['/dashboard', '/calendar', '/live']) {
      await page.goto(path);
      await expect(banner(page)).toContainText(
        'Impersonating Northbridge University Administrator',
      );
    }
    await expectNoAxeViolations(page);

    await banner(page).getByRole('button', { name: 'End Session' }).click();
    await expect(banner(page)).toHaveCount(0);
    // The server ended it: a reload shows no banner.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('an admin switches to another active university', async ({ page }) => {
    await signInThroughApi(page, 'admin');
    await page.goto(portal);
    const lakeside = card(page, 'Lakeside State University');
    await lakeside.getByRole('button', { name: 'Switch to University' }).click();
    await expect(lakeside.getByRole('button', { name: 'Current University' })).toBeVisible();
    await page.reload();
    await expect(
      card(page, 'Lakeside State University').getByRole('button', { name: 'Current University' }),
    ).toBeVisible();
  });

  test('a student sees only their own university, and nothing to impersonate', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto(portal);
    await expect(page.getByRole('heading', { name: 'University Portal', level: 2 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Impersonate Admin' })).toHaveCount(0);
    await expect(page.getByText('Northbridge University')).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
