import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signInAsNewStudent } from './support/accounts';

// The learner's own pages with JavaScript off (issue 35's remainder): the avatar uploads by a
// multipart form, Appearance and Notifications are forms of the browser's own controls, and
// the page that answers a form shows what it saved in its header and mode at once.

const SECRET = 'Str0ng-pass!';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;

const userMenu = (page: Page, firstName: string) =>
  page.getByRole('button', { name: `${firstName} user menu` });

/** A browser without JavaScript, signed in as the page's user. */
async function withoutScript(page: Page, browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  return { context, noScript: await context.newPage() };
}

test.describe('the account pages without JavaScript @desktop', () => {
  test('the avatar uploads by its form, with the API’s messages; the name reaches the header at once', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInAsNewStudent(page, request, uniqueEmail('noscript-avatar'), SECRET);
    const { context, noScript } = await withoutScript(page, browser, baseURL);
    await noScript.goto('/profile', { waitUntil: 'domcontentloaded' });

    // A file that is not an image: the API's message, on the page the form answered with.
    await noScript.getByLabel('Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await noScript.getByRole('button', { name: 'Upload photo' }).click();
    await expect(noScript.getByText('The avatar must be a PNG, JPEG or WebP image.')).toBeVisible();

    await noScript.getByLabel('Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await noScript.getByRole('button', { name: 'Upload photo' }).click();
    await expect(noScript.getByText('Your avatar has been updated.')).toBeVisible();
    await expect(noScript.getByRole('button', { name: 'Remove photo' })).toBeVisible();

    // The name form's answer has the new name in its header, not the one before the save.
    await noScript.getByRole('textbox', { name: /^First name/ }).fill('Augusta');
    await noScript.getByRole('button', { name: 'Save Changes' }).click();
    await expect(noScript.getByText('Your profile has been saved.')).toBeVisible();
    await expect(userMenu(noScript, 'Augusta')).toBeVisible();

    // With the script, the header shows the uploaded picture.
    await page.goto('/profile');
    const headerAvatar = userMenu(page, 'Augusta').locator('[data-slot="avatar-image"]');
    await expect(headerAvatar).toHaveAttribute(
      'src',
      /\/api\/v1\/account\/avatars\/[a-f0-9]{64}\.png$/,
    );

    // And it is removed by its own form.
    await noScript.getByRole('button', { name: 'Remove photo' }).click();
    await expect(noScript.getByText('Your avatar has been removed.')).toBeVisible();
    await expect(noScript.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
    await context.close();
  });

  test('Appearance and Notifications are saved by their forms; the answer is in the new mode', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInAsNewStudent(page, request, uniqueEmail('noscript-settings'), SECRET);
    const { context, noScript } = await withoutScript(page, browser, baseURL);
    await noScript.goto('/settings', { waitUntil: 'domcontentloaded' });
    await expect(noScript.locator('html')).not.toHaveClass(/\bdark\b/);

    const appearance = noScript.getByRole('region', { name: 'Appearance' });
    await appearance.getByRole('radio', { name: 'Dark' }).check();
    await appearance.getByRole('button', { name: 'Save Appearance' }).click();
    await expect(appearance.getByText('Your settings have been saved.')).toBeVisible();
    // The page answering the form is dark from its first frame.
    await expect(noScript.locator('html')).toHaveClass(/\bdark\b/);
    await expect(
      noScript.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();

    const notifications = noScript.getByRole('region', { name: 'Notifications' });
    await notifications.getByRole('checkbox', { name: 'Messages' }).uncheck();
    await notifications.getByRole('button', { name: 'Save Notifications' }).click();
    await expect(
      noScript
        .getByRole('region', { name: 'Notifications' })
        .getByText('Your settings have been saved.'),
    ).toBeVisible();

    // Stored on the account: the script's page shows the switches as they were saved.
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const switches = page.getByRole('region', { name: 'Notifications' });
    await expect(switches.getByRole('switch', { name: 'Messages' })).not.toBeChecked();
    await expect(switches.getByRole('switch', { name: 'Course announcements' })).toBeChecked();
    await context.close();
  });
});
