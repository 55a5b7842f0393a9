import { signInMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { sha256 } from '../../security/tokens';
import { DEFAULT_UNIVERSITY_ID } from '../../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../../testing/test-server';
import { insertUser } from '../users';
import { NO_PASSWORD } from './provision-account';
import {
  capturedLogs,
  providerSettings,
  RedirectBrowser,
  signedInAs,
  signInPath,
  signInThroughProvider,
} from './oidc-test-kit';
import {
  startTestProvider,
  TEST_CLIENT,
  type TestAccount,
  type TestProvider,
} from './test-provider';

// Issue 33, items 2 to 4: the authorization code flow against a real provider (oidc-provider
// on a free port), on the deployment's own university (the loopback host). The log of the
// whole file is captured and searched for secrets at the end.

let server: TestServer;
let provider: TestProvider;
let admin: Visitor;
const logs = capturedLogs();
/** Every callback address the provider sent a browser to: the codes in them must not be logged. */
const callbacks: string[] = [];
const sessionCookies: string[] = [];

async function configure(overrides: Record<string, unknown> = {}, issuer = provider.issuer) {
  const saved = await admin.call('PUT', signInPath(DEFAULT_UNIVERSITY_ID), {
    json: providerSettings(issuer, overrides),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function userByEmail(email: string) {
  return server.app.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'roles', 'university_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Who the browser's platform session belongs to, asked as the app asks. */
async function me(browser: RedirectBrowser) {
  const cookie = browser.sessionCookie();
  if (cookie) sessionCookies.push(cookie);
  const response = await fetch(`${server.baseUrl}/api/v1/auth/me`, {
    headers: { cookie: `lp_session=${cookie}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown> },
  };
}

async function signIn(account: string, options: Parameters<typeof signInThroughProvider>[3] = {}) {
  const browser = new RedirectBrowser(server.baseUrl);
  const result = await signInThroughProvider(browser, server.baseUrl, account, options);
  callbacks.push(result.callbackUrl);
  return { browser, ...result };
}

const errorPage = (reason: string) => `/auth/sign-in-error?reason=${reason}`;

function account(id: string, overrides: Partial<TestAccount>): string {
  provider.addAccount(id, {
    email: `${id}@northbridge.example.edu`,
    email_verified: true,
    given_name: 'Test',
    family_name: id,
    roles: [],
    ...overrides,
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  provider = await startTestProvider({
    redirectUris: [`${server.baseUrl}/api/v1/auth/oidc/callback`],
    postLogoutRedirectUris: [`${server.baseUrl}/auth/login`],
  });
  admin = await signedInAs(server, 'admin@demo.edu');
  await configure();
});
afterAll(async () => {
  await provider?.close();
  await server?.app.close();
});

describe('first and later sign-ins', () => {
  it('provisions a student on the first sign-in, starts the session and lands where asked', async () => {
    const { browser, landedOn } = await signIn('stu-1', { returnTo: '/courses?tab=mine' });
    expect(landedOn).toBe('/courses?tab=mine');
    expect(await userByEmail('sam.student@northbridge.example.edu')).toMatchObject({
      first_name: 'Sam',
      last_name: 'Student',
      roles: ['student'],
      university_id: DEFAULT_UNIVERSITY_ID,
    });
    const session = await me(browser);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({
      email: 'sam.student@northbridge.example.edu',
      firstName: 'Sam',
      roles: ['student'],
    });
  });

  it('gives the teacher role to a claim mapped to teacher', async () => {
    const { browser, landedOn } = await signIn('tea-1');
    expect(landedOn).toBe('/dashboard');
    expect((await me(browser)).body.data).toMatchObject({ firstName: 'Tess', roles: ['teacher'] });
  });

  it('updates the name on a later sign-in, and the role only where the university says so', async () => {
    const id = account('rol-1', { given_name: 'Rita', roles: ['learner'] });
    await signIn(id);
    const first = await userByEmail('rol-1@northbridge.example.edu');
    expect(first).toMatchObject({ first_name: 'Rita', roles: ['student'] });

    account(id, { given_name: 'Ritah', roles: ['faculty'] });
    await signIn(id);
    expect(await userByEmail('rol-1@northbridge.example.edu')).toMatchObject({
      id: first!.id,
      first_name: 'Ritah',
      roles: ['student'],
    });

    await configure({ updateRoleOnSignIn: true });
    await signIn(id);
    expect(await userByEmail('rol-1@northbridge.example.edu')).toMatchObject({
      roles: ['teacher'],
    });
    await configure();
  });

  it('sends a return path to another host to the dashboard instead (no open redirect)', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const { landedOn } = await signIn('stu-1', { returnTo });
      expect(landedOn).toBe('/dashboard');
    }
  });
});

describe('linking an existing account', () => {
  const insertLocal = (email: string, universityId: string) =>
    insertUser(server.app.db, {
      email,
      passwordHash: 'x',
      firstName: 'Local',
      lastName: 'Account',
      roles: ['student'],
      verifiedAt: new Date(),
      createdAt: new Date(),
      universityId,
    });

  it('links only when the provider says the e-mail is verified', async () => {
    const localId = await insertLocal('lina@northbridge.example.edu', DEFAULT_UNIVERSITY_ID);
    const unverified = account('lina-unverified', {
      email: 'lina@northbridge.example.edu',
      email_verified: false,
    });
    expect((await signIn(unverified)).landedOn).toBe(errorPage('account'));

    const verified = account('lina-verified', { email: 'lina@northbridge.example.edu' });
    const { browser, landedOn } = await signIn(verified);
    expect(landedOn).toBe('/dashboard');
    const session = await me(browser);
    expect(session.body.data).toMatchObject({ email: 'lina@northbridge.example.edu' });
    expect((await userByEmail('lina@northbridge.example.edu'))?.id).toBe(localId);
  });

  it("never links another university's account", async () => {
    await insertLocal('nick@northbridge.example.edu', 'univ-northbridge');
    const id = account('nick', { email: 'nick@northbridge.example.edu' });
    expect((await signIn(id)).landedOn).toBe(errorPage('account'));
    expect((await userByEmail('nick@northbridge.example.edu'))?.university_id).toBe(
      'univ-northbridge',
    );
  });
});

describe('refusals a person can act on', () => {
  it('refuses an e-mail domain the university does not allow', async () => {
    expect((await signIn('out-1')).landedOn).toBe(errorPage('domain'));
    expect(await userByEmail('olly.outsider@elsewhere.example.org')).toBeUndefined();
  });

  it('says so when the person cancels at the provider', async () => {
    const { browser, landedOn } = await signIn('stu-1', { cancel: true });
    expect(landedOn).toBe(errorPage('cancelled'));
    expect(browser.sessionCookie()).toBeNull();
  });

  it('refuses a suspended account with the suspension page', async () => {
    const id = account('sus-1', {});
    await signIn(id);
    await server.app.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('email', '=', 'sus-1@northbridge.example.edu')
      .execute();
    const { browser, landedOn } = await signIn(id);
    expect(landedOn).toBe(errorPage('suspended'));
    expect(browser.sessionCookie()).toBeNull();
  });

  it('refuses a callback whose state was never issued', async () => {
    const { browser, callbackUrl } = await signIn('stu-1', { stopBeforeCallback: true });
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state');
    const back = await browser.go(forged.href);
    expect(back.landedOn).toBe(errorPage('invalid'));
    expect(browser.sessionCookie()).toBeNull();
  });

  it('refuses a callback replayed after it was used', async () => {
    const { browser, callbackUrl, landedOn } = await signIn('stu-1');
    expect(landedOn).toBe('/dashboard');
    const before = browser.sessionCookie();
    expect((await browser.go(callbackUrl)).landedOn).toBe(errorPage('invalid'));
    // The refusal starts no session: the one of the first, real sign-in is still the browser's.
    expect(browser.sessionCookie()).toBe(before);
  });

  it('refuses a used code even when its sign-in is put back (the provider refuses it)', async () => {
    const { browser, callbackUrl } = await signIn('stu-1', { stopBeforeCallback: true });
    const state = new URL(callbackUrl).searchParams.get('state')!;
    const attempt = await server.app.db
      .selectFrom('sign_in_attempts')
      .selectAll()
      .where('state_hash', '=', sha256(state))
      .executeTakeFirstOrThrow();
    const host = new URL(server.baseUrl).host;
    const binding = browser.cookies.get(host)?.get('lp_oidc_binding');
    expect((await browser.go(callbackUrl)).landedOn).toBe('/dashboard');

    await server.app.db.insertInto('sign_in_attempts').values(attempt).execute();
    const thief = new RedirectBrowser(server.baseUrl);
    thief.cookies.set(host, new Map([['lp_oidc_binding', binding!]]));
    expect((await thief.go(callbackUrl)).landedOn).toBe(errorPage('invalid'));
    expect(thief.sessionCookie()).toBeNull();
  });

  it('refuses a callback in a browser other than the one that started it', async () => {
    const { callbackUrl } = await signIn('stu-1', { stopBeforeCallback: true });
    const other = new RedirectBrowser(server.baseUrl);
    expect((await other.go(callbackUrl)).landedOn).toBe(errorPage('invalid'));
    expect(other.sessionCookie()).toBeNull();
  });

  it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
    const { browser, callbackUrl } = await signIn('stu-1', { stopBeforeCallback: true });
    const state = new URL(callbackUrl).searchParams.get('state')!;
    await server.app.db
      .updateTable('sign_in_attempts')
      .set({ nonce: 'another-sign-ins-nonce' })
      .where('state_hash', '=', sha256(state))
      .execute();
    expect((await browser.go(callbackUrl)).landedOn).toBe(errorPage('invalid'));
    expect(browser.sessionCookie()).toBeNull();
  });

  it('refuses a provider that names another issuer than the one configured', async () => {
    const impostor = await startTestProvider({
      redirectUris: [`${server.baseUrl}/api/v1/auth/oidc/callback`],
      announcedIssuer: 'http://127.0.0.1:9/realms/elsewhere',
    });
    try {
      await configure({}, impostor.issuer);
      const browser = new RedirectBrowser(server.baseUrl);
      const back = await browser.go(`${server.baseUrl}/api/v1/auth/oidc/start`);
      expect(back.landedOn).toBe(errorPage('invalid'));
    } finally {
      await impostor.close();
      await configure();
    }
  });

  it('gives the unreachable page when the provider is down', async () => {
    const gone = await startTestProvider({ redirectUris: [] });
    await gone.close();
    await configure({}, gone.issuer);
    const browser = new RedirectBrowser(server.baseUrl);
    const back = await browser.go(`${server.baseUrl}/api/v1/auth/oidc/start`);
    expect(back.landedOn).toBe(errorPage('unreachable'));
    await configure();
  });
});

describe('local passwords and sign-out', () => {
  it('refuses password sign-in to everyone but administrators when local passwords are off', async () => {
    await configure({ localPasswords: false });
    try {
      const student = await new Visitor(server.baseUrl).signIn('student@demo.edu', DEMO_PASSWORD);
      expect(student.status).toBe(403);
      expect(student.body.message).toBe(signInMessages.localPasswordsOff);
      for (const role of ['admin', 'university_admin', 'superuser']) {
        await signedInAs(server, `${role}@demo.edu`);
      }
      const config = await server.app.inject({ method: 'GET', url: '/config.json' });
      expect(config.json().signIn).toEqual({
        providerLabel: 'Northbridge SSO',
        localPasswords: false,
      });
    } finally {
      await configure();
    }
  });

  it('gives an account the provider made no password that any guess matches', async () => {
    for (const guess of ['x', NO_PASSWORD, DEMO_PASSWORD]) {
      const response = await new Visitor(server.baseUrl).signIn(
        'sam.student@northbridge.example.edu',
        guess,
      );
      expect(response.status).toBe(401);
    }
  });

  it('ends the platform session and continues at the provider where RP logout is on', async () => {
    const { browser } = await signIn('stu-1');
    const cookie = browser.sessionCookie()!;
    const { csrf_token } = await server.app.db
      .selectFrom('sessions')
      .select('csrf_token')
      .where('id_hash', '=', sha256(cookie))
      .executeTakeFirstOrThrow();
    const response = await fetch(`${server.baseUrl}/api/v1/auth/oidc/logout`, {
      method: 'POST',
      headers: { cookie: `lp_session=${cookie}`, 'xsrf-token': csrf_token },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { redirectTo: string } };
    const end = new URL(data.redirectTo);
    expect(end.origin).toBe(provider.issuer);
    expect(end.searchParams.get('client_id')).toBe(TEST_CLIENT.clientId);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${server.baseUrl}/auth/login`);
    expect((await me(browser)).status).toBe(401);

    await configure({ rpLogout: false });
    const again = await signIn('stu-1');
    const second = again.browser.sessionCookie()!;
    const row = await server.app.db
      .selectFrom('sessions')
      .select('csrf_token')
      .where('id_hash', '=', sha256(second))
      .executeTakeFirstOrThrow();
    const plain = await fetch(`${server.baseUrl}/api/v1/auth/oidc/logout`, {
      method: 'POST',
      headers: { cookie: `lp_session=${second}`, 'xsrf-token': row.csrf_token },
    });
    expect(((await plain.json()) as { data: unknown }).data).toEqual({ redirectTo: null });
    await configure();
  });
});

describe('the log', () => {
  it('holds no client secret, code, token or session id, and says why sign-ins were refused', async () => {
    const everything = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(10);
    expect(everything).not.toContain(TEST_CLIENT.clientSecret);
    const codes = callbacks.map((url) => new URL(url).searchParams.get('code')).filter(Boolean);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(everything).not.toContain(code);
    for (const cookie of sessionCookies) expect(everything).not.toContain(cookie);
    expect(everything).not.toMatch(/eyJ[\w-]{10,}\./);
    expect(everything).toContain('e-mail domain elsewhere.example.org not allowed');
    expect(everything).toContain('unknown or used state');
  });
});
