import { accountPreferencesSchema, universityMessages } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// Language as the university's and the person's (issue 34): a university offers languages and
// a default, which only the university-management roles change; each person chooses among
// their university's, and the choice follows them to a new sign-in.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const ROLES = ['student', 'teacher', 'admin', 'superuser', 'university_admin'] as const;

async function as(role: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

const configLanguages = async () =>
  (await new Visitor(server.baseUrl).call('GET', '/config.json')).body.languages;

describe('a person’s language', () => {
  it.each(ROLES)(
    'lets %s choose one of the university’s languages, kept for the next sign-in',
    async (role) => {
      const visitor = await as(role);
      const before = accountPreferencesSchema.parse(
        (await visitor.call('GET', '/api/v1/account/preferences')).body.data,
      );
      expect(before.locales).toEqual(['en', 'es', 'ar']);
      const saved = await visitor.call('PUT', '/api/v1/account/preferences', {
        json: { locale: 'es' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.locale).toBe('es');
      const again = new Visitor(server.baseUrl);
      const login = await again.signIn(`${role}@demo.edu`, DEMO_PASSWORD);
      expect(login.body.data.locale).toBe('es');
      expect((await again.call('GET', '/api/v1/auth/me')).body.data.locale).toBe('es');
      // Back to none chosen for the other tests' pages.
      await server.app.db
        .updateTable('users')
        .set({ locale: null })
        .where('email', '=', `${role}@demo.edu`)
        .execute();
    },
  );

  it.each([['fr'], ['en-XA'], ['']])(
    'refuses %j, which the university does not offer (400)',
    async (locale) => {
      const visitor = await as('student');
      const response = await visitor.call('PUT', '/api/v1/account/preferences', {
        json: { locale },
      });
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    },
  );

  it('answers 401 without a session, and 403 without the CSRF token', async () => {
    const stranger = new Visitor(server.baseUrl);
    const anonymous = await stranger.call('PUT', '/api/v1/account/preferences', {
      json: { locale: 'es' },
    });
    expect(anonymous.status).toBe(401);
    const visitor = await as('student');
    visitor.csrfToken = null;
    const forged = await visitor.call('PUT', '/api/v1/account/preferences', {
      json: { locale: 'es' },
    });
    expect(forged.status).toBe(403);
  });
});

describe('a university’s languages', () => {
  const edit = (visitor: Visitor, languages: unknown) =>
    visitor.call('PUT', '/api/v1/universities/univ-default', {
      json: {
        name: 'Learning Platform University',
        slug: 'default',
        domain: '',
        description: '',
        status: 'active',
        branding: { primaryColor: '#6B7280', logoUrl: '', faviconUrl: '' },
        languages,
      },
    });

  it.each(['admin', 'superuser'] as const)(
    'are set by %s, and the config gives them',
    async (role) => {
      const visitor = await as(role);
      const current = (await visitor.call('GET', '/api/v1/universities/univ-default')).body.data;
      const response = await visitor.call('PUT', '/api/v1/universities/univ-default', {
        json: {
          name: current.name,
          slug: current.slug,
          domain: current.domain ?? '',
          description: current.description,
          status: current.status,
          branding: {
            primaryColor: current.branding.primaryColor,
            logoUrl: current.branding.logoUrl ?? '',
            faviconUrl: current.branding.faviconUrl,
          },
          languages: { default: 'ar', offered: ['ar', 'en'] },
        },
      });
      expect(response.status).toBe(200);
      expect(response.body.data.languages).toEqual({ default: 'ar', offered: ['ar', 'en'] });
      expect(await configLanguages()).toEqual({ default: 'ar', offered: ['ar', 'en'] });
      await server.app.db
        .updateTable('universities')
        .set({ locales: JSON.stringify(['en', 'es', 'ar']), default_locale: 'en' })
        .where('id', '=', 'univ-default')
        .execute();
    },
  );

  it.each(['student', 'teacher', 'university_admin'] as const)(
    'are not changed by %s (403)',
    async (role) => {
      const response = await edit(await as(role), { default: 'es', offered: ['es'] });
      expect(response.status).toBe(403);
      expect(await configLanguages()).toEqual({ default: 'en', offered: ['en', 'es', 'ar'] });
    },
  );

  it('refuses a language the platform does not ship, and a default not offered (400)', async () => {
    const admin = await as('admin');
    const unknown = await edit(admin, { default: 'en', offered: ['en', 'xx'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(universityMessages.languagesUnknown('xx'));
    const notOffered = await edit(admin, { default: 'ar', offered: ['en', 'es'] });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toContain(universityMessages.defaultLanguageNotOffered);
  });
});
