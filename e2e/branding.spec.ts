import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInWith } from './support/session';
import { createUniversityWithAdmin } from './support/university';

// The branding editor (issue 17, spec 2 §2.13): a university's administrator picks a palette,
// sees the preview and the contrast report, uploads a logo and saves; the university's sign-in
// page then wears the new brand, logo and name; another university is unchanged; the earlier
// branding is restored. The university is the journey's own, so no other journey's demo
// university changes brand under it.

/** A 1×1 PNG: the server decides the type by these bytes, not by the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Sunset Orange's primary (tokens/brands/sunset-orange.json). */
const SUNSET_PRIMARY = 'rgb(234, 88, 12)';

const primaryVariable = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--lp-color-primary').trim(),
  );
const signInButtonColour = (page: Page) =>
  page
    .getByRole('button', { name: 'Sign In' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

async function signOut(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/v1/auth/logout', {
      method: 'POST',
      headers: { 'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '' },
      credentials: 'include',
    });
    localStorage.clear();
    sessionStorage.clear();
  });
}

test.describe('branding editor', () => {
  test('a university admin brands their university; its sign-in page follows, others do not; restore undoes it', async ({
    page,
    request,
    baseURL,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'one journey is enough: it changes a university');
    const university = await createUniversityWithAdmin(page, request, 'brand', info.project.name);
    await signInWith(page, university.adminEmail, university.adminPassword, university.origin);
    await page.goto(`${university.origin}/admin/branding`);
    await expect(page.getByRole('heading', { name: 'Branding', level: 2 })).toBeVisible();
    await expect(
      page.getByText('This branding has not been changed in the editor yet.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // With the keyboard: the Sunset Orange palette, a new product name, then the logo.
    await page.getByRole('button', { name: 'Use the Sunset Orange palette' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
      /^#EA580C$/i,
    );
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Product name' });
    await name.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Sunset Learning');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.jpg', // the wrong name on purpose: the bytes decide
      mimeType: 'text/plain',
      buffer: PNG,
    });
    await expect(page.getByRole('textbox', { name: 'Logo URL' })).toHaveValue(
      /^\/api\/v1\/branding\/logos\/[a-f0-9]{64}\.png$/,
    );

    // The preview wears the palette; the report says what the engine changed, in figures.
    const preview = page.frameLocator('iframe[title^="Preview of the brand"]');
    await expect(preview.getByRole('button', { name: 'Sign In' })).toHaveCSS(
      'background-color',
      SUNSET_PRIMARY,
    );
    const report = page.getByRole('region', { name: 'Contrast report' });
    await expect(report).toContainText('Light mode');
    await expect(report).toContainText('Dark mode');
    await expect(report).toContainText(/is shown as #[0-9a-f]{6}/i);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save Changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Last changed by Brand Admin on /)).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    // Signed out, the university's own sign-in page has the new brand, logo and name.
    await signOut(page);
    await page.goto(`${university.origin}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect.poll(() => signInButtonColour(page)).toBe(SUNSET_PRIMARY);
    await expect(page.getByText('Sunset Learning', { exact: true })).toBeVisible();
    const logo = page.locator('[data-slot="auth-layout-brand"] img');
    await expect(logo).toHaveAttribute('src', /\/api\/v1\/branding\/logos\/[a-f0-9]{64}\.png$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(page).toHaveTitle(/Sunset Learning/);

    // The deployment's own university is unchanged (the superuser who made the university
    // is still signed in there: out first).
    await page.goto(`${baseURL}/config.json`);
    await signOut(page);
    await page.goto(`${baseURL}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    expect(await signInButtonColour(page)).not.toBe(SUNSET_PRIMARY);
    await expect(page.locator('[data-slot="auth-layout-brand"] img')).toHaveCount(0);
    await expect(page.getByText('Sunset Learning')).toHaveCount(0);

    // Back in the editor, the version before the save is restored.
    await signInWith(page, university.adminEmail, university.adminPassword, university.origin);
    await page.goto(`${university.origin}/admin/branding`);
    await page.getByRole('button', { name: 'Restore previous version' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue(university.name);

    await signOut(page);
    await page.goto(`${university.origin}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await expect.poll(() => signInButtonColour(page)).not.toBe(SUNSET_PRIMARY);
    await expect(page.locator('[data-slot="auth-layout-brand"] img')).toHaveCount(0);
    expect(await primaryVariable(page)).not.toBe('');
  });

  test('a student gets Access Denied on the editor', async ({ page }) => {
    await signInWith(page, 'student@demo.edu', 'Demo-pass-2025!');
    await page.goto('/admin/branding');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });
});
