import { universitySchema } from '@lp/contract';
import {
  createUniversityResponseSchema,
  deploymentConfigSchema,
  universityMessages,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import {
  lastLinkTo,
  startTestServer,
  tokenOf,
  Visitor,
  type TestServer,
} from '../testing/test-server';
import { DEFAULT_UNIVERSITY_ID } from './default-university';

// University management (issue 16, spec 2 §2.11): admin and superuser create, edit and delete
// universities; a new university's administrator is invited on its own host.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const MANAGERS = ['admin', 'superuser'] as const;
const OTHERS = ['student', 'teacher', 'university_admin'] as const;

async function as(role: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

let serial = 0;
function form(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Harbour College ${serial}`,
    slug: `harbour-college-${serial}`,
    domain: `harbour${serial}.example.edu`,
    description: 'A college by the sea.',
    adminName: 'Hana Harbour',
    adminEmail: `hana${serial}@harbour.example.edu`,
    status: 'active',
    branding: { primaryColor: '#0F766E', logoUrl: '', faviconUrl: '' },
    ...overrides,
  };
}

const create = (visitor: Visitor, json: unknown) =>
  visitor.call('POST', '/api/v1/universities', { json });

async function created(visitor: Visitor, json = form()) {
  const response = await create(visitor, json);
  expect(response.status).toBe(201);
  return createUniversityResponseSchema.parse(response.body.data);
}

describe('POST /universities', () => {
  it.each(MANAGERS)(
    'lets %s create a university and invites its administrator on its host',
    async (role) => {
      const manager = await as(role);
      const host = `${role}-harbour-point.example.edu`;
      const body = form({ name: '  Harbour  Point ', domain: host.toUpperCase() });
      const { university, invitation } = await created(manager, body);
      expect(university).toMatchObject({
        name: 'Harbour  Point',
        slug: body.slug,
        domain: host,
        status: 'active',
        totalStudents: 0,
      });
      expect(university.branding.primaryColor).toBe('#0F766E');
      expect(invitation.email).toBe(body.adminEmail);

      // The invitation opens the new university's host and joins its administrator to it.
      const link = await lastLinkTo(server.baseUrl, body.adminEmail, 'INVITATION');
      expect(new URL(link).host).toBe(host);
      const accepted = await new Visitor(server.baseUrl).call(
        'POST',
        '/api/v1/auth/invite/accept',
        {
          json: {
            token: tokenOf(link),
            email: body.adminEmail,
            firstName: 'Hana',
            lastName: 'Harbour',
            password: 'Harbour-pass-2025!',
          },
        },
      );
      expect(accepted.status).toBe(201);
      expect(accepted.body.data.roles).toEqual(['university_admin']);
      const account = await server.app.db
        .selectFrom('users')
        .select('university_id')
        .where('email', '=', body.adminEmail)
        .executeTakeFirstOrThrow();
      expect(account.university_id).toBe(university.id);

      // Its host now serves its name, with no restart.
      const config = await server.app.inject({ url: '/config.json', headers: { host } });
      expect(deploymentConfigSchema.parse(config.json()).productName).toBe('Harbour  Point');
    },
  );

  it.each(OTHERS)('refuses %s with 403', async (role) => {
    expect((await create(await as(role), form())).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await create(new Visitor(server.baseUrl), form())).status).toBe(401);
  });

  it('refuses a form the rule refuses, with the form’s message', async () => {
    const admin = await as('admin');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, 'University name is required'],
      [
        { slug: 'Not A Slug' },
        'Use lowercase letters, digits and single hyphens (e.g. northbridge-university)',
      ],
      [
        { domain: 'https://x.edu/path' },
        'Enter a host name without http:// or a path (e.g. learn.northbridge.edu)',
      ],
      [{ adminEmail: 'nope' }, 'Please enter a valid email address'],
      [{ adminName: '' }, 'Admin name is required'],
      [{ branding: { primaryColor: 'red' } }, 'Enter a colour as #RRGGBB (e.g. #6B7280)'],
      [
        { branding: { primaryColor: '#112233', logoUrl: 'javascript:alert(1)' } },
        'Enter an address starting with https:// or /',
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(admin, form(overrides));
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('refuses a taken slug, a taken domain and an existing admin account with 409', async () => {
    const admin = await as('admin');
    const first = form();
    await created(admin, first);
    expect((await create(admin, form({ slug: first.slug }))).body.message).toBe(
      universityMessages.slugTaken,
    );
    expect((await create(admin, form({ domain: first.domain }))).body.message).toBe(
      universityMessages.domainTaken,
    );
    const existing = await create(admin, form({ adminEmail: 'student@demo.edu' }));
    expect(existing.status).toBe(409);
    expect(existing.body.message).toBe(universityMessages.adminExists);
  });
});

describe('PUT /universities/:id', () => {
  const update = (visitor: Visitor, id: string, json: unknown) =>
    visitor.call('PUT', `/api/v1/universities/${id}`, { json });

  it.each(MANAGERS)('lets %s edit a university', async (role) => {
    const manager = await as(role);
    const { university } = await created(manager);
    const response = await update(manager, university.id, {
      name: 'Harbour Renamed',
      slug: university.slug,
      domain: '',
      description: 'New words.',
      status: 'inactive',
      branding: { primaryColor: '#7C3AED', logoUrl: '/logo.png', faviconUrl: '' },
    });
    expect(response.status).toBe(200);
    const saved = universitySchema.parse(response.body.data);
    expect(saved).toMatchObject({ name: 'Harbour Renamed', status: 'inactive' });
    expect(saved.domain).toBeUndefined();
    expect(saved.branding).toMatchObject({ primaryColor: '#7C3AED', logoUrl: '/logo.png' });
  });

  it.each(OTHERS)('refuses %s with 403', async (role) => {
    const response = await update(await as(role), DEFAULT_UNIVERSITY_ID, {
      name: 'Mine now',
      slug: 'default',
    });
    expect(response.status).toBe(403);
  });

  it('answers 404 for an unknown university and keeps the default active', async () => {
    const admin = await as('admin');
    expect((await update(admin, 'nowhere', form())).status).toBe(404);
    const response = await update(admin, DEFAULT_UNIVERSITY_ID, {
      name: 'Learning Platform',
      slug: 'default',
      status: 'suspended',
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(universityMessages.defaultMustStayActive);
  });

  it('ends the sessions of a suspended university’s people, who then cannot sign in', async () => {
    const admin = await as('admin');
    const body = form();
    const { university } = await created(admin, body);
    const link = await lastLinkTo(server.baseUrl, body.adminEmail, 'INVITATION');
    const member = new Visitor(server.baseUrl);
    const accepted = await member.call('POST', '/api/v1/auth/invite/accept', {
      json: {
        token: tokenOf(link),
        email: body.adminEmail,
        firstName: 'Hana',
        lastName: 'Harbour',
        password: 'Harbour-pass-2025!',
      },
    });
    expect(accepted.status).toBe(201);
    expect((await member.call('GET', '/api/v1/auth/me')).status).toBe(200);

    const suspended = await update(admin, university.id, { ...body, status: 'suspended' });
    expect(suspended.status).toBe(200);
    expect((await member.call('GET', '/api/v1/auth/me')).status).toBe(401);
    expect(
      (await new Visitor(server.baseUrl).signIn(body.adminEmail, 'Harbour-pass-2025!')).status,
    ).toBe(403);
  });
});

describe('DELETE /universities/:id', () => {
  const remove = (visitor: Visitor, id: string) =>
    visitor.call('DELETE', `/api/v1/universities/${id}`);

  it.each(MANAGERS)('lets %s delete a university without accounts', async (role) => {
    const manager = await as(role);
    const body = form();
    const { university } = await created(manager, body);
    const response = await remove(manager, university.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: university.id });
    expect((await manager.call('GET', `/api/v1/universities/${university.id}`)).status).toBe(404);
    // Its pending invitation went with it.
    const token = tokenOf(await lastLinkTo(server.baseUrl, body.adminEmail, 'INVITATION'));
    const accepted = await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/invite/accept', {
      json: {
        token,
        email: body.adminEmail,
        firstName: 'A',
        lastName: 'B',
        password: 'Harbour-pass-2025!',
      },
    });
    expect(accepted.status).toBe(400);
  });

  it.each(OTHERS)('refuses %s with 403', async (role) => {
    expect((await remove(await as(role), 'univ-westfield')).status).toBe(403);
  });

  it('keeps the default university and any university that still has accounts', async () => {
    const admin = await as('admin');
    const kept = await remove(admin, DEFAULT_UNIVERSITY_ID);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe(universityMessages.defaultUndeletable);
    expect((await remove(admin, 'nowhere')).status).toBe(404);

    const body = form();
    const { university } = await created(admin, body);
    const token = tokenOf(await lastLinkTo(server.baseUrl, body.adminEmail, 'INVITATION'));
    await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/invite/accept', {
      json: {
        token,
        email: body.adminEmail,
        firstName: 'A',
        lastName: 'B',
        password: 'Harbour-pass-2025!',
      },
    });
    const refused = await remove(admin, university.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(universityMessages.hasAccounts(1));
  });
});

describe('invitations by an admin', () => {
  it('join the university the admin works on, and the link opens its host', async () => {
    const admin = await as('admin');
    expect(
      (
        await admin.call('PUT', '/api/v1/session/university', {
          json: { universityId: 'univ-northbridge' },
        })
      ).status,
    ).toBe(200);
    const email = 'teacher.nb@example.org';
    const invited = await admin.call('POST', '/api/v1/auth/invite', {
      json: { email, role: 'TEACHER' },
    });
    expect(invited.status).toBe(201);
    const link = await lastLinkTo(server.baseUrl, email, 'INVITATION');
    expect(new URL(link).host).toBe('northbridge.example.edu');
    const accepted = await new Visitor(server.baseUrl).call('POST', '/api/v1/auth/invite/accept', {
      json: {
        token: tokenOf(link),
        email,
        firstName: 'T',
        lastName: 'N',
        password: 'Harbour-pass-2025!',
      },
    });
    expect(accepted.status).toBe(201);
    const account = await server.app.db
      .selectFrom('users')
      .select('university_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.university_id).toBe('univ-northbridge');
  });
});
