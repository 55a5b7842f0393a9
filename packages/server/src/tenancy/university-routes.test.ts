import { universitySchema } from '@lp/contract';
import {
  switchUniversityResponseSchema,
  universityListResponseSchema,
  universityMessages,
} from '@lp/contract/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { DEFAULT_UNIVERSITY_ID } from './default-university';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const EVERYONE_SEES_ALL = ['admin', 'superuser'] as const;
const ONLY_THEIR_OWN = ['student', 'teacher', 'university_admin'] as const;
const ALL_IDS = [
  DEFAULT_UNIVERSITY_ID,
  'univ-lakeside',
  'univ-northbridge',
  'univ-riverside',
  'univ-westfield',
];

async function as(role: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

async function listAs(visitor: Visitor) {
  const response = await visitor.call('GET', '/api/v1/universities');
  expect(response.status).toBe(200);
  return universityListResponseSchema.parse(response.body.data);
}

describe('GET /universities', () => {
  it('answers 401 without a session', async () => {
    expect((await new Visitor(server.baseUrl).call('GET', '/api/v1/universities')).status).toBe(
      401,
    );
  });

  it.each(EVERYONE_SEES_ALL)(
    'gives %s every university, with counts from the database',
    async (role) => {
      const list = await listAs(await as(role));
      expect(list.universities.map((each) => each.id).sort()).toEqual(ALL_IDS);
      expect(list.currentUniversityId).toBe(DEFAULT_UNIVERSITY_ID);
      const own = list.universities.find((each) => each.id === DEFAULT_UNIVERSITY_ID)!;
      const { db } = server.app;
      const students = await db
        .selectFrom('users')
        .select('id')
        .where('university_id', '=', DEFAULT_UNIVERSITY_ID)
        .where(sql<boolean>`roles @> '["student"]'::jsonb`)
        .execute();
      expect(own.totalStudents).toBe(students.length);
      expect(own.totalTeachers).toBeGreaterThanOrEqual(1);
      expect(list.totals).toMatchObject({
        universities: 5,
        activeUniversities: list.universities.filter((each) => each.status === 'active').length,
      });
      expect(list.totals.users).toBeGreaterThanOrEqual(5);
      // Each university counts its own courses (issue 32); the card adds them up.
      expect(own.totalCourses).toBe(12);
      expect(list.totals.courses).toBe(
        list.universities.reduce((sum, each) => sum + each.totalCourses, 0),
      );
    },
  );

  it.each(ONLY_THEIR_OWN)('gives %s only their own university', async (role) => {
    const list = await listAs(await as(role));
    expect(list.universities.map((each) => each.id)).toEqual([DEFAULT_UNIVERSITY_ID]);
    expect(list.totals.universities).toBe(1);
  });
});

describe('GET /universities/:id', () => {
  it.each(EVERYONE_SEES_ALL)('gives %s another university', async (role) => {
    const response = await (await as(role)).call('GET', '/api/v1/universities/univ-northbridge');
    expect(response.status).toBe(200);
    expect(universitySchema.parse(response.body.data).name).toBe('Northbridge University');
  });

  it.each(ONLY_THEIR_OWN)(
    'answers %s 404 for another university, as for an unknown one',
    async (role) => {
      const visitor = await as(role);
      for (const id of ['univ-northbridge', 'no-such-university', '..%2Fetc']) {
        const response = await visitor.call('GET', `/api/v1/universities/${id}`);
        expect(response.status, id).toBe(404);
        expect(response.body.message).toBe(universityMessages.notFound);
      }
      expect(
        (await visitor.call('GET', `/api/v1/universities/${DEFAULT_UNIVERSITY_ID}`)).status,
      ).toBe(200);
    },
  );
});

describe('PUT /session/university', () => {
  const switchTo = (visitor: Visitor, universityId: string) =>
    visitor.call('PUT', '/api/v1/session/university', { json: { universityId } });

  it.each(EVERYONE_SEES_ALL)(
    'lets %s switch to an active university, for this session only',
    async (role) => {
      const visitor = await as(role);
      const response = await switchTo(visitor, 'univ-northbridge');
      expect(response.status).toBe(200);
      expect(switchUniversityResponseSchema.parse(response.body.data).currentUniversityId).toBe(
        'univ-northbridge',
      );
      expect((await listAs(visitor)).currentUniversityId).toBe('univ-northbridge');
      // Another sign-in of the same account starts from its own university.
      expect((await listAs(await as(role))).currentUniversityId).toBe(DEFAULT_UNIVERSITY_ID);
      // And back.
      expect((await switchTo(visitor, DEFAULT_UNIVERSITY_ID)).status).toBe(200);
      expect((await listAs(visitor)).currentUniversityId).toBe(DEFAULT_UNIVERSITY_ID);
    },
  );

  it('refuses an inactive or suspended university (409) and an unknown one (404)', async () => {
    const visitor = await as('superuser');
    for (const id of ['univ-westfield', 'univ-riverside']) {
      const response = await switchTo(visitor, id);
      expect(response.status, id).toBe(409);
      expect(response.body.message).toBe(universityMessages.notActive);
    }
    expect((await switchTo(visitor, 'univ-nowhere')).status).toBe(404);
    expect((await switchTo(visitor, '')).status).toBe(400);
  });

  it.each(ONLY_THEIR_OWN)('keeps %s in their own university', async (role) => {
    const visitor = await as(role);
    const response = await switchTo(visitor, 'univ-northbridge');
    expect(response.status).toBe(404);
    expect((await listAs(visitor)).currentUniversityId).toBe(DEFAULT_UNIVERSITY_ID);
    expect((await switchTo(visitor, DEFAULT_UNIVERSITY_ID)).status).toBe(200);
  });

  it('needs the CSRF token', async () => {
    const visitor = await as('admin');
    const response = await visitor.call('PUT', '/api/v1/session/university', {
      json: { universityId: 'univ-northbridge' },
      csrf: false,
    });
    expect(response.status).toBe(403);
  });
});
