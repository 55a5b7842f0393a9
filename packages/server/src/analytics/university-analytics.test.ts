import { universityAnalyticsResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { DEFAULT_UNIVERSITY_ID } from '../tenancy/default-university';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { changePercent, growthPercent } from './university-analytics-routes';

// University analytics (issue 18, spec 2 §2.14): the figures the records answer, per
// university and period; the rest marked as sample. A test per role.

let server: TestServer;
const DAY_MS = 86_400_000;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.app;
  const now = server.clock.now().getTime();
  // Two students who joined 10 and 60 days ago, and one at Northbridge.
  const add = async (email: string, daysAgo: number, universityId = DEFAULT_UNIVERSITY_ID) =>
    insertUser(db, {
      universityId,
      email,
      passwordHash: 'x',
      firstName: 'Ana',
      lastName: 'Lytics',
      roles: ['student'],
      verifiedAt: new Date(),
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
  await add('recent@uni.edu', 10);
  await add('older@uni.edu', 60);
  await add('nb@northbridge.example.edu', 5, 'univ-northbridge');
});
afterAll(() => server.app.close());

async function as(role: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

async function analytics(visitor: Visitor, query = '') {
  const response = await visitor.call('GET', `/api/v1/admin/university-analytics${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return universityAnalyticsResponseSchema.parse(response.body.data);
}

const kpi = (answer: Awaited<ReturnType<typeof analytics>>, id: string) =>
  answer.kpis.find((item) => item.id === id)!;

describe('GET /admin/university-analytics', () => {
  it.each(['admin', 'superuser', 'university_admin'])(
    'gives %s the counted figures of their university for 30 days by default',
    async (role) => {
      const answer = await analytics(await as(role));
      expect(answer.universityId).toBe(DEFAULT_UNIVERSITY_ID);
      expect(answer.period).toBe('30d');
      const students = kpi(answer, 'kpi-students');
      expect(students.sample).toBe(false);
      // The demo student (seeded today) and the two added here: two joined within 30 days.
      expect(students.value).toBe('3');
      expect(students.description).toBe('2 joined in this period');
      expect(students.change).toBe(200);
      expect(kpi(answer, 'kpi-session').sample).toBe(true);
      expect(answer.sampleSections).toEqual(['enrollmentTrend', 'departments', 'performance']);
    },
  );

  it('counts by period: 90 days includes the older student', async () => {
    const answer = await analytics(await as('admin'), '?period=90d');
    expect(kpi(answer, 'kpi-students').description).toBe('3 joined in this period');
  });

  it.each(['student', 'teacher'])('refuses %s with 403', async (role) => {
    const response = await (await as(role)).call('GET', '/api/v1/admin/university-analytics');
    expect(response.status).toBe(403);
  });

  it('lets an admin open another university, and a university_admin only their own', async () => {
    const northbridge = await analytics(await as('admin'), '?universityId=univ-northbridge');
    expect(kpi(northbridge, 'kpi-students').value).toBe('1');
    const refused = await (
      await as('university_admin')
    ).call('GET', '/api/v1/admin/university-analytics?universityId=univ-northbridge');
    expect(refused.status).toBe(404);
  });

  it('refuses an unknown period with a clear message', async () => {
    const response = await (
      await as('admin')
    ).call('GET', '/api/v1/admin/university-analytics?period=2w');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('period must be one of 7d, 30d, 90d, 1y');
  });
});

describe('change figures', () => {
  it('measures growth against what there was before, and change against the last period', () => {
    expect(growthPercent(3, 1)).toBe(50);
    expect(growthPercent(2, 2)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(3, 0)).toBe(100);
  });
});
