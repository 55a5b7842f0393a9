import { expect, test, type Page } from './support/test';
import { signIn, signInAsNewStudent } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

// The learner's own pages (issue 35): the profile's name and avatar reach the header; the
// colour mode chosen in Settings follows the account to another browser from its first paint;
// and that other browser can be signed out from Sessions.

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

test.describe('the account pages @desktop', () => {
  test('a student changes their name and avatar and sees them in the header', async ({
    page,
    request,
  }) => {
    await signInAsNewStudent(page, request, uniqueEmail('profile'), SECRET);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByText('Student', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const firstName = page.getByRole('textbox', { name: /^First name/ });
    await firstName.fill('Augusta');
    await page.getByRole('textbox', { name: /^Department/ }).fill('Mathematics');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(userMenu(page, 'Augusta')).toBeVisible();

    await page.locator('[data-slot="profile-avatar-input"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    // The picture inside the user menu's button (a button's content has no roles of its own).
    const headerAvatar = userMenu(page, 'Augusta').locator('[data-slot="avatar-image"]');
    await expect(headerAvatar).toBeVisible();
    await expect(headerAvatar).toHaveAttribute(
      'src',
      /\/api\/v1\/account\/avatars\/[a-f0-9]{64}\.png$/,
    );

    // After a reload the server's page has both.
    await page.reload();
    await expect(userMenu(page, 'Augusta').locator('[data-slot="avatar-image"]')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Department/ })).toHaveValue('Mathematics');
  });

  test('dark chosen in Settings reaches another browser from its first paint; Sessions signs it out', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('settings');
    await signInAsNewStudent(page, request, email, SECRET);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 3, name: 'Appearance' })).toBeVisible();
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Save Appearance' }).click();
    await expect(
      page.getByRole('region', { name: 'Appearance' }).getByText('Your settings have been saved.'),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);

    // Another browser: nothing stored, no theme cookie.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email, SECRET);
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await expect(otherPage.locator('html')).toHaveClass(/\bdark\b/);
    // The page the server sends is dark before any script has run.
    const served = await otherPage.request.get('/settings');
    expect(await served.text()).toMatch(/<html[^>]*class="dark"/);

    // Sessions lists both; the other is signed out from here.
    await page.reload();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByText('This device')).toBeVisible();
    const signOutOther = sessions.getByRole('button', { name: /^Sign out / });
    await expect(signOutOther).toHaveCount(1);
    await signOutOther.click();
    await expect(sessions.getByText('That device has been signed out.')).toBeVisible();
    await expect(sessions.getByRole('button', { name: /^Sign out / })).toHaveCount(0);

    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL(/\/auth\/login/);
    await other.close();
  });

  test('the profile form works with JavaScript off', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInAsNewStudent(page, request, uniqueEmail('noscript'), SECRET);
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await context.newPage();
    await noScript.goto('/profile', { waitUntil: 'domcontentloaded' });
    await noScript.getByRole('textbox', { name: /^Last name/ }).fill('Byron');
    await noScript.getByRole('button', { name: 'Save Changes' }).click();
    await expect(noScript.getByText('Your profile has been saved.')).toBeVisible();
    await expect(noScript.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Byron');
    await context.close();
  });

  test('both pages are hydrated as the server drew them, without errors', async ({
    page,
    request,
  }) => {
    await signInAsNewStudent(page, request, uniqueEmail('hydrate'), SECRET);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    // A node the server drew taken out of #root: the page was drawn again, not hydrated.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedFromRoot: removed });
      new MutationObserver((records) => {
        for (const record of records)
          if ((record.target as Element).id === 'root' && record.removedNodes.length > 0)
            removed.push((record.target as Element).innerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/profile', '/settings']) {
      const response = await page.goto(path);
      // Drawn with its data: the first HTML has the page, not its loading state.
      expect(await response!.text(), path).toContain(
        path === '/profile' ? 'Edit your profile' : 'This device',
      );
      const removed = await page.evaluate(
        () => (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
      );
      expect(removed, path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
});
