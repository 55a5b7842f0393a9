import type { Browser, BrowserContext } from '@playwright/test';
import {
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from '../packages/server/src/auth/oidc/test-provider';
import { expectNoAxeViolations } from './support/axe';
import { signInWith } from './support/session';
import { DESKTOP_ONLY, expect, test, type Page } from './support/test';
import { createUniversityWithAdmin, type TestUniversity } from './support/university';

// Issue 33: sign-in through a university's own OpenID Connect provider, against a real one
// (oidc-provider, started here on a free port with test accounts and claims). A university of
// the run's own gets the provider; the demo universities keep none. One worker, in order: the
// journeys share the provider and change the university's settings.

test.describe.configure({ mode: 'serial' });

let provider: TestProvider;
let university: TestUniversity;
let adminPage: Page;
/** The run's own accounts: an e-mail is one account in the whole deployment. */
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const accounts = {
  student: { id: `stu-${stamp}`, email: `sam-${stamp}@oidc.example.edu`, given_name: 'Samira' },
  teacher: { id: `tea-${stamp}`, email: `tess-${stamp}@oidc.example.edu`, given_name: 'Tessa' },
};

/** Saves the university's provider as its own university_admin does, through the API. */
async function saveProvider(overrides: Record<string, unknown> = {}) {
  const answer = await adminPage.evaluate(
    async ({ id, body }) => {
      const response = await fetch(`/api/v1/universities/${id}/sign-in`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '',
        },
        credentials: 'include',
        body: JSON.stringify(body),
      });
      return `${response.status} ${await response.text()}`;
    },
    {
      id: university.id,
      body: {
        issuerUrl: provider.issuer,
        clientId: TEST_CLIENT.clientId,
        clientSecret: TEST_CLIENT.clientSecret,
        scopes: 'openid email profile roles',
        buttonLabel: 'Campus SSO',
        allowedDomains: ['oidc.example.edu'],
        roleClaim: 'roles',
        roleMappings: [{ claimValue: 'faculty', role: 'teacher' }],
        localPasswords: true,
        ...overrides,
      },
    },
  );
  expect(answer).toMatch(/^200 /);
}

/** A browser of its own (no session), on the university's sign-in page. */
async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${university.origin}/auth/login`);
  return { context, page };
}

/** At the provider's sign-in page: picks the account and signs in (or cancels). */
async function atProvider(page: Page, accountId: string, action: 'Sign in' | 'Cancel') {
  await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account' }).selectOption(accountId);
  await page.getByRole('button', { name: action }).click();
}

async function me(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/me', { credentials: 'include' });
    return response.ok ? (await response.json()).data : null;
  });
}

test.describe('sign-in through the university’s own provider', DESKTOP_ONLY, () => {
  test.beforeAll(async ({ browser, request }) => {
    adminPage = await browser.newPage();
    university = await createUniversityWithAdmin(adminPage, request, 'oidc', 'desktop');
    provider = await startTestProvider({
      redirectUris: [`${university.origin}/api/v1/auth/oidc/callback`],
      postLogoutRedirectUris: [`${university.origin}/auth/login`],
    });
    provider.addAccount(accounts.student.id, {
      email: accounts.student.email,
      email_verified: true,
      given_name: accounts.student.given_name,
      family_name: 'Student',
      roles: ['learner'],
    });
    provider.addAccount(accounts.teacher.id, {
      email: accounts.teacher.email,
      email_verified: true,
      given_name: accounts.teacher.given_name,
      family_name: 'Teacher',
      roles: ['faculty'],
    });
    await signInWith(adminPage, university.adminEmail, university.adminPassword, university.origin);
    await saveProvider();
  });

  test.afterAll(async () => {
    await provider?.close();
    await adminPage?.close();
  });

  test('a student signs in through it and lands on the dashboard with their name and role', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser);
    const button = page.getByRole('link', { name: 'Sign in with Campus SSO' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await atProvider(page, accounts.student.id, 'Sign in');
    await expect(page).toHaveURL(`${university.origin}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Continue Learning' })).toBeVisible();
    expect(await me(page)).toMatchObject({
      email: accounts.student.email,
      firstName: 'Samira',
      lastName: 'Student',
      roles: ['student'],
    });
    await context.close();
  });

  test('a university without a provider shows no button', async ({ page }) => {
    await page.goto(`http://lakeside.example.edu:${new URL(university.origin).port}/auth/login`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Sign in with/ })).toHaveCount(0);
  });

  test('a claim mapped to teacher gives the teacher dashboard', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.getByRole('link', { name: 'Sign in with Campus SSO' }).click();
    await atProvider(page, accounts.teacher.id, 'Sign in');
    await expect(page.getByRole('heading', { name: 'Learner Analytics' })).toBeVisible();
    expect(await me(page)).toMatchObject({ firstName: 'Tessa', roles: ['teacher'] });
    await context.close();
  });

  test('cancelling at the provider says so, with the way back to sign-in', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.getByRole('link', { name: 'Sign in with Campus SSO' }).click();
    await atProvider(page, accounts.student.id, 'Cancel');
    await expect(page).toHaveURL(/\/auth\/sign-in-error\?reason=cancelled$/);
    await expect(page.getByRole('heading', { name: 'Sign-in was cancelled' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('link', { name: 'Sign in with Campus SSO' })).toBeVisible();
    expect(await me(page)).toBeNull();
    await context.close();
  });

  test('a forged callback is refused: an unknown state, and a code used twice', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser);
    await page.goto(`${university.origin}/api/v1/auth/oidc/callback?code=forged&state=forged`);
    await expect(
      page.getByRole('heading', { name: 'This sign-in could not be completed' }),
    ).toBeVisible();
    expect(await me(page)).toBeNull();

    // A real callback, caught on its way back, then replayed in a browser without a session.
    await page.goto(`${university.origin}/auth/login`);
    let callback = '';
    // Seen as a request: the provider's redirect to it is followed by the browser itself.
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/oidc/callback')) callback = request.url();
    });
    await page.getByRole('link', { name: 'Sign in with Campus SSO' }).click();
    await atProvider(page, accounts.student.id, 'Sign in');
    await expect(page).toHaveURL(`${university.origin}/dashboard`);
    expect(callback).toContain('code=');
    const replay = await visitor(browser);
    await replay.page.goto(callback);
    await expect(
      replay.page.getByRole('heading', { name: 'This sign-in could not be completed' }),
    ).toBeVisible();
    expect(await me(replay.page)).toBeNull();
    await replay.context.close();
    await context.close();
  });

  test('with local passwords off the form is hidden, and an administrator still signs in with a password', async ({
    browser,
  }) => {
    await saveProvider({ localPasswords: false });
    const { context, page } = await visitor(browser);
    await expect(page.getByRole('link', { name: 'Sign in with Campus SSO' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Administrator? Sign in with a password' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(university.adminEmail);
    await page.getByLabel(/^Password\*?$/).fill(university.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${university.origin}/dashboard`);
    expect(await me(page)).toMatchObject({ email: university.adminEmail });
    await context.close();
    await saveProvider();
  });

  test('a suspended account is refused with its page', async ({ browser }) => {
    const suspended = await adminPage.evaluate(
      async ({ universityId, email }) => {
        const headers = {
          'Content-Type': 'application/json',
          'XSRF-TOKEN': sessionStorage.getItem('csrfToken') ?? '',
        };
        const query = new URLSearchParams({ universityId, search: email });
        const list = await fetch(`/api/v1/admin/users?${query}`, { credentials: 'include' });
        const [user] = (await list.json()).data.users;
        const response = await fetch(`/api/v1/admin/users/${user.id}/status`, {
          method: 'PUT',
          headers,
          credentials: 'include',
          body: JSON.stringify({ status: 'suspended' }),
        });
        return response.status;
      },
      { universityId: university.id, email: accounts.teacher.email },
    );
    expect(suspended).toBe(200);
    const { context, page } = await visitor(browser);
    await page.getByRole('link', { name: 'Sign in with Campus SSO' }).click();
    await atProvider(page, accounts.teacher.id, 'Sign in');
    await expect(page).toHaveURL(/\/auth\/sign-in-error\?reason=suspended$/);
    await expect(page.getByRole('heading', { name: 'Access suspended' })).toBeVisible();
    expect(await me(page)).toBeNull();
    await context.close();
  });

  test('the university_admin sees the provider in the Sign-in section and tests it', async () => {
    await adminPage.goto(`${university.origin}/admin/sign-in?university=${university.id}`);
    await expect(adminPage.getByRole('heading', { name: 'Sign-in', level: 2 })).toBeVisible();
    await expect(adminPage.getByRole('textbox', { name: /Issuer URL/ })).toHaveValue(
      provider.issuer,
    );
    await expect(adminPage.getByLabel('Client secret')).toHaveValue('');
    await expect(adminPage.getByText(/A secret is stored/)).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await adminPage.getByRole('button', { name: 'Test connection' }).click();
    await expect(adminPage.getByText('The provider answered: discovery works.')).toBeVisible();
    expect(await adminPage.content()).not.toContain(TEST_CLIENT.clientSecret);
  });

  test('a provider that is down gives its page', async ({ browser }) => {
    const gone = await startTestProvider({ redirectUris: [] });
    await gone.close();
    await saveProvider({ issuerUrl: gone.issuer });
    const { context, page } = await visitor(browser);
    await page.getByRole('link', { name: 'Sign in with Campus SSO' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in-error\?reason=unreachable$/);
    await expect(
      page.getByRole('heading', { name: 'We could not reach your sign-in provider' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
    await context.close();
    await saveProvider();
  });
});
