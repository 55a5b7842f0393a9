import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import { manualClock, Visitor } from '../testing/test-server';
import { migratedSnapshot } from '../testing/database-snapshot';

const PASSWORD = 'Demo-pass-2025!';

// The guard applies the contract's one access rule to an endpoint that names its area, the
// way this wave's endpoints do. Probe endpoints stand in for them, one per kind of area.
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildServer({
    database: { kind: 'pglite', snapshot: await migratedSnapshot() },
    now: manualClock().now,
    seed: true,
    unsafeTestPasswordCost: 2 ** 10,
    appUrl: 'http://app.test',
  });
  app.get('/api/v1/probe/stream-admin', { config: { area: 'stream-admin' } }, async () => ({
    ok: true,
  }));
  app.post(
    '/api/v1/probe/university-admin',
    { config: { area: 'university-admin' } },
    async () => ({
      ok: true,
    }),
  );
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

async function as(role: string | null) {
  const visitor = new Visitor(baseUrl);
  if (role) expect((await visitor.signIn(`${role}@demo.edu`, PASSWORD)).status).toBe(200);
  return visitor;
}

describe('endpoints guarded by an access area (spec 2 section 6)', () => {
  it.each([
    ['student', 403],
    ['teacher', 403],
    ['university_admin', 403],
    ['admin', 200],
    ['superuser', 200],
  ])('stream administration: %s gets %i', async (role, status) => {
    const visitor = await as(role);
    expect((await visitor.call('GET', '/api/v1/probe/stream-admin')).status).toBe(status);
  });

  it.each([
    ['student', 403],
    ['teacher', 403],
    ['university_admin', 200],
    ['admin', 200],
    ['superuser', 200],
  ])('university administration: %s gets %i', async (role, status) => {
    const visitor = await as(role);
    expect((await visitor.call('POST', '/api/v1/probe/university-admin')).status).toBe(status);
  });

  it('answers 401 to a visitor who is not signed in, before the area is looked at', async () => {
    const visitor = await as(null);
    expect((await visitor.call('GET', '/api/v1/probe/stream-admin')).status).toBe(401);
  });
});
