import {
  IMPERSONATION_MAX_MINUTES,
  impersonationMessages,
  impersonationResponseSchema,
  universityListResponseSchema,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openPresence } from '../testing/presence-client';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { DEFAULT_UNIVERSITY_ID } from './default-university';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

async function as(role: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

const start = (visitor: Visitor, universityId: string) =>
  visitor.call('POST', '/api/v1/impersonation', { json: { universityId } });

async function impersonationOf(visitor: Visitor) {
  const response = await visitor.call('GET', '/api/v1/impersonation');
  expect(response.status).toBe(200);
  return impersonationResponseSchema.parse(response.body.data).impersonation;
}

async function auditRows(actorEmail: string) {
  return server.app.db
    .selectFrom('audit_log')
    .select(['action', 'method', 'path', 'status', 'university_id', 'actor_email'])
    .where('actor_email', '=', actorEmail)
    .orderBy('id')
    .execute();
}

describe('starting an impersonation', () => {
  it.each(['student', 'teacher', 'university_admin'])('is refused to %s (403)', async (role) => {
    const visitor = await as(role);
    expect((await start(visitor, 'univ-northbridge')).status).toBe(403);
    expect(await impersonationOf(visitor)).toBeNull();
  });

  it('is refused for a university that is not active, or does not exist', async () => {
    const visitor = await as('superuser');
    const inactive = await start(visitor, 'univ-westfield');
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe(impersonationMessages.notActive);
    expect((await start(visitor, 'univ-nowhere')).status).toBe(404);
    expect(await impersonationOf(visitor)).toBeNull();
  });
});

describe('an impersonation', () => {
  it('is recorded on the session, moves the admin screens there, and ends with End Session', async () => {
    const visitor = await as('admin');
    const started = await start(visitor, 'univ-northbridge');
    expect(started.status).toBe(200);
    const view = impersonationResponseSchema.parse(started.body.data).impersonation;
    expect(view).toEqual({
      universityId: 'univ-northbridge',
      universityName: 'Northbridge University',
      startTime: server.clock.now().toISOString(),
      adminEmail: 'admin@northbridge.example.edu',
    });
    expect(await impersonationOf(visitor)).toEqual(view);
    const list = universityListResponseSchema.parse(
      (await visitor.call('GET', '/api/v1/universities')).body.data,
    );
    expect(list.currentUniversityId).toBe('univ-northbridge');

    expect((await visitor.call('DELETE', '/api/v1/impersonation')).status).toBe(200);
    expect(await impersonationOf(visitor)).toBeNull();
    const after = universityListResponseSchema.parse(
      (await visitor.call('GET', '/api/v1/universities')).body.data,
    );
    expect(after.currentUniversityId).toBe(DEFAULT_UNIVERSITY_ID);
  });

  it('keeps every write made meanwhile in the audit log under the real actor', async () => {
    const visitor = await as('superuser');
    expect((await start(visitor, 'univ-lakeside')).status).toBe(200);
    const created = await visitor.call('POST', '/api/v1/calendar/events', {
      json: {
        title: 'Visit',
        startTime: '2026-02-10T10:00:00Z',
        endTime: '2026-02-10T11:00:00Z',
        type: 'meeting',
        priority: 'low',
      },
    });
    expect(created.status).toBe(201);
    const refused = await visitor.call('POST', '/api/v1/calendar/events', { json: {} });
    expect(refused.status).toBe(400);
    await visitor.call('GET', '/api/v1/universities');
    await visitor.call('DELETE', '/api/v1/impersonation');

    expect(await auditRows('superuser@demo.edu')).toEqual([
      expect.objectContaining({ action: 'impersonation-start', university_id: 'univ-lakeside' }),
      expect.objectContaining({
        action: 'write',
        method: 'POST',
        path: '/api/v1/calendar/events',
        status: 201,
        university_id: 'univ-lakeside',
      }),
      expect.objectContaining({ action: 'write', status: 400 }),
      expect.objectContaining({ action: 'impersonation-end', method: 'DELETE' }),
    ]);
  });

  it(`ends by itself after ${IMPERSONATION_MAX_MINUTES} minutes`, async () => {
    const visitor = await as('admin');
    expect((await start(visitor, 'univ-northbridge')).status).toBe(200);
    server.clock.advance((IMPERSONATION_MAX_MINUTES - 1) * 60_000);
    expect(await impersonationOf(visitor)).not.toBeNull();
    server.clock.advance(60_000);
    expect(await impersonationOf(visitor)).toBeNull();
  });

  it('ends at sign-out', async () => {
    const visitor = await as('admin');
    expect((await start(visitor, 'univ-northbridge')).status).toBe(200);
    const cookie = visitor.cookie;
    expect((await visitor.call('POST', '/api/v1/auth/logout')).status).toBe(200);
    // The old cookie, replayed, opens nothing.
    const again = new Visitor(server.baseUrl);
    again.cookie = cookie;
    expect((await again.call('GET', '/api/v1/impersonation')).status).toBe(401);
    expect(await impersonationOf(await as('admin'))).toBeNull();
  });
});

describe('an impersonation of a university that is suspended (issue 37, item 8)', () => {
  let serial = 0;
  /** A university of its own for each test, so suspending it touches no other test. */
  async function freshUniversity(manager: Visitor) {
    serial += 1;
    const form = {
      name: `Suspended College ${serial}`,
      slug: `suspended-college-${serial}`,
      domain: `suspended${serial}.example.edu`,
      description: 'About to be suspended.',
      adminName: 'Sam Suspended',
      adminEmail: `sam${serial}@suspended.example.edu`,
      status: 'active',
      branding: { primaryColor: '#0F766E', logoUrl: '', faviconUrl: '' },
    };
    const created = await manager.call('POST', '/api/v1/universities', { json: form });
    expect(created.status).toBe(201);
    return { id: created.body.data.university.id as string, form };
  }

  it('ends when the university is suspended, with its sockets and an audit line, as sessions do', async () => {
    // Before: the admin kept acting as the suspended university until End Session or 60 minutes.
    const superuser = await as('superuser');
    const { id, form } = await freshUniversity(superuser);
    const admin = await as('admin');
    expect((await start(admin, id)).status).toBe(200);
    const socket = openPresence(server.baseUrl, { cookie: admin.cookie });
    await socket.opened;

    const suspended = await superuser.call('PUT', `/api/v1/universities/${id}`, {
      json: { ...form, status: 'suspended' },
    });
    expect(suspended.status).toBe(200);

    expect(await impersonationOf(admin)).toBeNull();
    const list = universityListResponseSchema.parse(
      (await admin.call('GET', '/api/v1/universities')).body.data,
    );
    expect(list.currentUniversityId).toBe(DEFAULT_UNIVERSITY_ID);
    // The admin's own session goes on; its socket closes, so the client reconnects at home.
    expect((await admin.call('GET', '/api/v1/auth/me')).status).toBe(200);
    expect((await socket.closed).code).toBe(1000);
    expect((await auditRows('admin@demo.edu')).at(-1)).toEqual(
      expect.objectContaining({
        action: 'impersonation-end-suspended',
        university_id: id,
        method: 'PUT',
        path: '/api/v1/universities/:id',
      }),
    );
  });

  it('ends at the next request when another process suspended it', async () => {
    const superuser = await as('superuser');
    const { id } = await freshUniversity(superuser);
    const admin = await as('admin');
    expect((await start(admin, id)).status).toBe(200);
    // Straight in the database, as a process that does not hold this session's sockets would.
    await server.app.db
      .updateTable('universities')
      .set({ status: 'suspended' })
      .where('id', '=', id)
      .execute();
    expect(await impersonationOf(admin)).toBeNull();
    const row = await server.app.db
      .selectFrom('sessions')
      .select('impersonating_university_id')
      .where('impersonating_university_id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
