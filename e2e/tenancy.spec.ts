import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

// Universities as tenants (issue 16): one server process answers several host names, each with
// its university's name and brand, read from the database on each load.

const port = () => new URL(test.info().project.use.baseURL!).port;
const at = (host: string, path: string) => `http://${host}:${port()}${path}`;

async function brandOf(page: Page) {
  return page.evaluate(() => ({
    attribute: document.documentElement.getAttribute('data-lp-brand'),
    primary: getComputedStyle(document.documentElement)
      .getPropertyValue('--lp-color-primary')
      .trim(),
  }));
}

test.describe('one server, several universities', () => {
  test('each host shows its own university’s name and brand', async ({ page }) => {
    await page.goto(at('northbridge.example.edu', '/auth/login'));
    await expect(page).toHaveTitle(/Northbridge Learn/);
    // The title comes with the first HTML; an inline brand applies once the app renders.
    await expect(page.locator('#root')).not.toBeEmpty();
    const northbridge = await brandOf(page);
    // Inline colours replace the built-in brand attribute.
    expect(northbridge.attribute).toBeNull();
    await expectNoAxeViolations(page);

    await page.goto(at('lakeside.example.edu', '/auth/login'));
    await expect(page).toHaveTitle(/Lakeside Online/);
    // The title comes with the first HTML; an inline brand applies once the app renders.
    await expect(page.locator('#root')).not.toBeEmpty();
    const lakeside = await brandOf(page);
    expect(lakeside.primary).not.toBe(northbridge.primary);
    await expectNoAxeViolations(page);

    // Any other name is the deployment's own university, in the built-in default brand.
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(/Learning Platform/);
    expect((await brandOf(page)).attribute).toBe('default');
  });
});
