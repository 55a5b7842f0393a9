import { deploymentConfigSchema, tenancyMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { DEFAULT_UNIVERSITY_ID } from './default-university';
import { deploymentConfigOf } from './deployment-config';
import { createUniversityRepository } from './university-repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Riverside College (suspended in the samples) gets a host, as a deployment would give it.
  await server.app.db
    .updateTable('universities')
    .set({ domain: 'riverside.example.edu' })
    .where('id', '=', 'univ-riverside')
    .execute();
});
afterAll(() => server.app.close());

/** A request as it reaches the server through a DNS name of its own. */
function atHost(host: string, url: string, method: 'GET' | 'HEAD' = 'GET') {
  return server.app.inject({ method, url, headers: { host } });
}

async function configAt(host: string) {
  const response = await atHost(host, '/config.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return deploymentConfigSchema.parse(response.json());
}

async function passwordHashOf(email: string) {
  const row = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('the university of a request', () => {
  it('is the deployment’s own for a host that names none, with the built-in default brand', async () => {
    const config = await configAt('app.test');
    expect(config).toMatchObject({
      productName: 'Learning Platform',
      defaultBrand: 'default',
      sections: { learning: true, careerHub: true, social: true, admin: true },
      university: { id: DEFAULT_UNIVERSITY_ID, slug: 'default' },
    });
  });

  it('is found by its domain, in any letter case and with a port, with its own brand', async () => {
    for (const host of ['northbridge.example.edu', 'NorthBridge.Example.EDU:8443']) {
      const config = await configAt(host);
      expect(config).toMatchObject({
        productName: 'Northbridge Learn',
        defaultBrand: {
          primary: '#1E40AF',
          secondary: '#0EA5E9',
          accent: '#F59E0B',
          fontFamily: 'Inter',
        },
        university: { id: 'univ-northbridge', slug: 'northbridge-university' },
      });
      expect(config).not.toHaveProperty('logoUrl'); // the seed has none
    }
    expect((await configAt('lakeside.example.edu')).productName).toBe('Lakeside Online');
  });

  it('follows a changed branding on the next request: no rebuild, no restart', async () => {
    const { db } = server.app;
    const row = await createUniversityRepository(db).byId('univ-lakeside');
    await db
      .updateTable('universities')
      .set({ branding: JSON.stringify({ ...row!.branding, name: 'Lakeside Anywhere' }) })
      .where('id', '=', 'univ-lakeside')
      .execute();
    expect((await configAt('lakeside.example.edu')).productName).toBe('Lakeside Anywhere');
  });

  it('leaves out a stored logo address that is neither https nor uploaded here', async () => {
    const { db } = server.app;
    const row = await createUniversityRepository(db).byId('univ-lakeside');
    const withLogo = (logoUrl: string) =>
      db
        .updateTable('universities')
        .set({ branding: JSON.stringify({ ...row!.branding, logoUrl }) })
        .where('id', '=', 'univ-lakeside')
        .execute();
    await withLogo('javascript:alert(1)');
    expect(await configAt('lakeside.example.edu')).not.toHaveProperty('logoUrl');
    await withLogo('https://cdn.example.edu/lakeside.png');
    expect((await configAt('lakeside.example.edu')).logoUrl).toBe(
      'https://cdn.example.edu/lakeside.png',
    );
    await db
      .updateTable('universities')
      .set({ branding: JSON.stringify(row!.branding) })
      .where('id', '=', 'univ-lakeside')
      .execute();
  });

  it('falls back to a configured default slug, then to the deployment’s own', async () => {
    const universities = createUniversityRepository(server.app.db);
    expect((await universities.forHost('nowhere.test', 'lakeside-state-university')).id).toBe(
      'univ-lakeside',
    );
    expect((await universities.forHost('nowhere.test', 'no-such-slug')).id).toBe(
      DEFAULT_UNIVERSITY_ID,
    );
  });

  it('ignores X-Forwarded-Host without a trusted proxy', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'app.test', 'x-forwarded-host': 'northbridge.example.edu' },
    });
    expect(response.json().university.slug).toBe('default');
  });
});

describe('a branding with a malformed colour', () => {
  it('keeps the rest and falls back for that colour alone, naming it', async () => {
    const row = (await createUniversityRepository(server.app.db).byId('univ-northbridge'))!;
    const { config, problems } = deploymentConfigOf({
      ...row,
      branding: { ...row.branding, secondaryColor: 'teal-ish' },
    });
    expect(config.defaultBrand).toMatchObject({
      primary: '#1E40AF',
      secondary: '#9CA3AF',
      accent: '#F59E0B',
    });
    expect(config.productName).toBe('Northbridge Learn');
    expect(problems).toEqual([expect.stringContaining('secondaryColor "teal-ish"')]);
  });
});

describe('a suspended university', () => {
  it('serves a plain notice on its host instead of the app and its config', async () => {
    for (const url of ['/', '/dashboard', '/auth/login?next=%2F', '/config.json']) {
      const response = await atHost('riverside.example.edu', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Riverside College is not available</h1>');
      expect(response.body).toContain('Access to this university has been suspended.');
      expect(response.body).not.toContain('<script');
    }
    // The API answers for itself (its own checks refuse what they must).
    expect((await atHost('riverside.example.edu', '/api/v1/health')).statusCode).toBe(200);
  });

  it('refuses its users at sign-in with a clear message, only once the password matched', async () => {
    await insertUser(server.app.db, {
      email: 'learner@riverside.example.edu',
      passwordHash: await passwordHashOf('student@demo.edu'),
      firstName: 'River',
      lastName: 'Side',
      roles: ['student'],
      verifiedAt: server.clock.now(),
      createdAt: server.clock.now(),
      universityId: 'univ-riverside',
    });
    const visitor = new Visitor(server.baseUrl);
    const refused = await visitor.signIn('learner@riverside.example.edu', DEMO_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(tenancyMessages.universitySuspended);
    const wrong = await visitor.signIn('learner@riverside.example.edu', 'Not-the-password-1');
    expect(wrong.status).toBe(401);
  });

  it('takes no registrations through its host', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { host: 'riverside.example.edu', 'content-type': 'application/json' },
      payload: {
        firstName: 'New',
        lastName: 'Learner',
        email: 'new@riverside.example.edu',
        password: 'Str0ng-pass-River!',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(tenancyMessages.universitySuspended);
  });
});

describe('accounts and universities', () => {
  it('puts the demo accounts in the deployment’s own university, active', async () => {
    const rows = await server.app.db
      .selectFrom('users')
      .select(['university_id', 'status'])
      .where('email', 'like', '%@demo.edu')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows)
      expect(row).toEqual({ university_id: DEFAULT_UNIVERSITY_ID, status: 'active' });
  });

  it('registers a learner into the university of the host they registered on', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { host: 'northbridge.example.edu', 'content-type': 'application/json' },
      payload: {
        firstName: 'North',
        lastName: 'Learner',
        email: 'north@example.org',
        password: 'Str0ng-pass-North!',
      },
    });
    expect(response.statusCode).toBe(201);
    const row = await server.app.db
      .selectFrom('users')
      .select('university_id')
      .where('email', '=', 'north@example.org')
      .executeTakeFirstOrThrow();
    expect(row.university_id).toBe('univ-northbridge');
  });

  it('refuses a suspended account at sign-in', async () => {
    await insertUser(server.app.db, {
      email: 'paused@demo.edu',
      passwordHash: await passwordHashOf('student@demo.edu'),
      firstName: 'Paused',
      lastName: 'Learner',
      roles: ['student'],
      verifiedAt: server.clock.now(),
      createdAt: server.clock.now(),
    });
    await server.app.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('email', '=', 'paused@demo.edu')
      .execute();
    const response = await new Visitor(server.baseUrl).signIn('paused@demo.edu', DEMO_PASSWORD);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(tenancyMessages.accountSuspended);
  });
});

describe('the origin check of unsafe calls', () => {
  const signInFrom = (origin: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin, 'content-type': 'application/json' },
      payload: { email: 'student@demo.edu', password: DEMO_PASSWORD },
    });

  it('lets a university’s own host in, on the app’s scheme, without configuring it', async () => {
    expect((await signInFrom('http://northbridge.example.edu')).statusCode).toBe(200);
  });

  it('still refuses any other origin, and a university’s host on another scheme', async () => {
    for (const origin of ['http://evil.example', 'https://northbridge.example.edu', 'null']) {
      const response = await signInFrom(origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().message).toBe('Requests from this origin are not allowed.');
    }
  });
});
