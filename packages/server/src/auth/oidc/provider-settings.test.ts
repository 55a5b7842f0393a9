import {
  signInSettingsResponseSchema,
  testSignInConnectionResponseSchema,
  universityMessages,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addNorthbridgeAdmin,
  configAt,
  NORTHBRIDGE,
  NORTHBRIDGE_ADMIN,
  NORTHBRIDGE_HOST,
} from '../../branding/branding-test-kit';
import { DEFAULT_UNIVERSITY_ID } from '../../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../../testing/test-server';
import { capturedLogs, providerSettings, signedInAs, signInPath } from './oidc-test-kit';
import { createSecretBox } from './secret-box';
import { startTestProvider, TEST_CLIENT, type TestProvider } from './test-provider';

// Issue 33, item 1: who may read and change a university's sign-in provider (admin, superuser
// and that university's university_admin; another university answers 404 like an unknown one),
// and the client secret: sealed at rest, never in an answer, never in a log line.

let server: TestServer;
let provider: TestProvider;
const logs = capturedLogs();

beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  provider = await startTestProvider({ redirectUris: [] });
  await addNorthbridgeAdmin(server);
});
afterAll(async () => {
  await provider?.close();
  await server?.app.close();
});

const as = (role: string) => signedInAs(server, `${role}@demo.edu`);

function calls(visitor: Visitor, universityId: string) {
  const path = signInPath(universityId);
  return {
    read: () => visitor.call('GET', path),
    save: () => visitor.call('PUT', path, { json: providerSettings(provider.issuer) }),
    test: () => visitor.call('POST', `${path}/test`, { json: {} }),
    remove: () => visitor.call('DELETE', path),
  };
}

async function storedRow(universityId: string) {
  return server.app.db
    .selectFrom('sign_in_providers')
    .selectAll()
    .where('university_id', '=', universityId)
    .executeTakeFirst();
}

describe('sign-in settings access', () => {
  it.each(['student', 'teacher'])('refuses %s with 403 on every call', async (role) => {
    const visitor = await as(role);
    for (const call of Object.values(calls(visitor, DEFAULT_UNIVERSITY_ID))) {
      const response = await call();
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('You do not have permission to do this.');
    }
    expect(await storedRow(DEFAULT_UNIVERSITY_ID)).toBeUndefined();
  });

  it('asks a visitor without a session to sign in (401)', async () => {
    const response = await new Visitor(server.baseUrl).call('GET', signInPath(NORTHBRIDGE));
    expect(response.status).toBe(401);
  });

  it.each(['admin', 'superuser'])(
    'lets %s read, save, test and remove any university',
    async (role) => {
      const visitor = await as(role);
      for (const id of [DEFAULT_UNIVERSITY_ID, NORTHBRIDGE]) {
        const call = calls(visitor, id);
        const saved = await call.save();
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const answer = signInSettingsResponseSchema.parse(saved.body.data);
        expect(answer.settings).toMatchObject({
          buttonLabel: 'Northbridge SSO',
          clientSecretSet: true,
        });
        expect((await call.read()).status).toBe(200);
        expect(testSignInConnectionResponseSchema.parse((await call.test()).body.data).ok).toBe(
          true,
        );
        const removed = await call.remove();
        expect(signInSettingsResponseSchema.parse(removed.body.data).settings).toBeNull();
      }
      const unknown = await visitor.call('GET', signInPath('univ-nowhere'));
      expect(unknown.status).toBe(404);
    },
  );

  it("lets a university_admin manage their own university's provider", async () => {
    const nora = await signedInAs(server, NORTHBRIDGE_ADMIN);
    const call = calls(nora, NORTHBRIDGE);
    expect((await call.save()).status).toBe(200);
    expect(signInSettingsResponseSchema.parse((await call.read()).body.data)).toMatchObject({
      universityId: NORTHBRIDGE,
      redirectUri: `http://${NORTHBRIDGE_HOST}/api/v1/auth/oidc/callback`,
      settings: { clientId: TEST_CLIENT.clientId, clientSecretSet: true },
    });
    expect((await call.remove()).status).toBe(200);
  });

  it("refuses a university_admin another university's provider, as an unknown one (404)", async () => {
    const admin = await as('admin');
    expect((await calls(admin, DEFAULT_UNIVERSITY_ID).save()).status).toBe(200);
    const before = await storedRow(DEFAULT_UNIVERSITY_ID);
    const nora = await signedInAs(server, NORTHBRIDGE_ADMIN);
    for (const call of Object.values(calls(nora, DEFAULT_UNIVERSITY_ID))) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(universityMessages.notFound);
    }
    const demoUniversityAdmin = await as('university_admin');
    expect((await calls(demoUniversityAdmin, NORTHBRIDGE).save()).status).toBe(404);
    expect(await storedRow(NORTHBRIDGE)).toBeUndefined();
    expect(await storedRow(DEFAULT_UNIVERSITY_ID)).toEqual(before);
    await calls(admin, DEFAULT_UNIVERSITY_ID).remove();
  });
});

describe('the client secret', () => {
  it('is stored sealed, kept when the form sends none, and never answered', async () => {
    const admin = await as('admin');
    const path = signInPath(NORTHBRIDGE);
    const saved = await admin.call('PUT', path, { json: providerSettings(provider.issuer) });
    const row = await storedRow(NORTHBRIDGE);
    expect(row?.client_secret_sealed).toBeTruthy();
    expect(row?.client_secret_sealed).not.toContain(TEST_CLIENT.clientSecret);
    // The development key (no SIGN_IN_SECRET_KEY in tests) opens it; another key cannot.
    expect(createSecretBox(undefined).open(row!.client_secret_sealed!)).toBe(
      TEST_CLIENT.clientSecret,
    );
    const otherKey = createSecretBox(Buffer.alloc(32, 7).toString('base64'));
    expect(() => otherKey.open(row!.client_secret_sealed!)).toThrow();

    const kept = await admin.call('PUT', path, {
      json: { ...providerSettings(provider.issuer), clientSecret: '', buttonLabel: 'Campus login' },
    });
    expect(kept.body.data.settings).toMatchObject({
      buttonLabel: 'Campus login',
      clientSecretSet: true,
    });
    expect((await storedRow(NORTHBRIDGE))?.client_secret_sealed).toBe(row?.client_secret_sealed);

    const answers = [
      saved,
      kept,
      await admin.call('GET', path),
      await admin.call('POST', `${path}/test`, { json: {} }),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer.body)).not.toContain(TEST_CLIENT.clientSecret);
      expect(JSON.stringify(answer.body)).not.toContain(row!.client_secret_sealed!);
    }
  });

  it('never appears in a log line', () => {
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const line of logs.lines) expect(line).not.toContain(TEST_CLIENT.clientSecret);
  });
});

describe('settings and what the sign-in page is told', () => {
  it('refuses settings that would not work, with the field named', async () => {
    const admin = await as('admin');
    const path = signInPath(NORTHBRIDGE);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ issuerUrl: 'http://idp.example.edu' }, /issuer URL/],
      [{ issuerUrl: 'ftp://idp.example.edu' }, /issuer URL/],
      [{ scopes: 'email profile' }, /openid/],
      [{ buttonLabel: '' }, /button label/],
      [{ allowedDomains: ['not a domain'] }, /not an e-mail domain/],
      [{ roleMappings: [{ claimValue: 'x', role: 'admin' }] }, /./],
    ];
    for (const [change, message] of cases) {
      const response = await admin.call('PUT', path, {
        json: { ...providerSettings(provider.issuer), ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it('shows the button only on the university with a provider, and only while it is on', async () => {
    const admin = await as('admin');
    await admin.call('PUT', signInPath(NORTHBRIDGE), {
      json: providerSettings(provider.issuer, { localPasswords: false }),
    });
    expect((await configAt(server, NORTHBRIDGE_HOST)).signIn).toEqual({
      providerLabel: 'Northbridge SSO',
      localPasswords: false,
    });
    expect((await configAt(server, 'westfield.example.edu')).signIn).toEqual({
      providerLabel: null,
      localPasswords: true,
    });
    await admin.call('PUT', signInPath(NORTHBRIDGE), {
      json: providerSettings(provider.issuer, { enabled: false, localPasswords: false }),
    });
    // Switched off, the provider cannot lock anyone out: passwords are back.
    expect((await configAt(server, NORTHBRIDGE_HOST)).signIn).toEqual({
      providerLabel: null,
      localPasswords: true,
    });
  });

  it('reports what "Test connection" found, or why it failed', async () => {
    const admin = await as('admin');
    const path = `${signInPath(NORTHBRIDGE)}/test`;
    const found = testSignInConnectionResponseSchema.parse(
      (await admin.call('POST', path, { json: { issuerUrl: provider.issuer } })).body.data,
    );
    expect(found).toMatchObject({
      ok: true,
      issuer: provider.issuer,
      authorizationEndpoint: `${provider.issuer}/auth`,
      endSessionEndpoint: `${provider.issuer}/session/end`,
    });
    expect(found.codeChallengeMethods).toContain('S256');

    const gone = await startTestProvider({ redirectUris: [] });
    await gone.close();
    const failed = testSignInConnectionResponseSchema.parse(
      (await admin.call('POST', path, { json: { issuerUrl: gone.issuer } })).body.data,
    );
    expect(failed.ok).toBe(false);
    expect(failed.message).toContain(new URL(gone.issuer).host);
  });
});
