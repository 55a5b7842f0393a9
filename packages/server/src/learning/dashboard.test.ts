import {
  sampleQuote,
  sampleDailyActivePoints,
  sampleLiveSession,
  sampleTeacherDashboards,
  sampleTeacherInsights,
  sampleTimeSpentHeatmap,
} from '@lp/contract';
import { dashboardSchema, type DashboardData } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import {
  lastLinkTo,
  startTestServer,
  tokenOf,
  Visitor,
  type TestServer,
} from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.app.close());

const ZEROS = Array.from({ length: 7 }, () => [0, 0, 0, 0, 0, 0, 0]);

async function dashboardOf(visitor: Visitor): Promise<DashboardData> {
  const response = await visitor.call('GET', '/api/v1/dashboard');
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ message: null, error: null });
  return dashboardSchema.parse(response.body.data);
}

async function signedIn(role: string) {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(`${role}@demo.edu`, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

function learner(dashboard: DashboardData) {
  if (dashboard.variant !== 'learner') throw new Error(`expected the learner variant`);
  return dashboard;
}

describe('GET /dashboard', () => {
  it('answers 401 without a session', async () => {
    const response = await new Visitor(server.baseUrl).call('GET', '/api/v1/dashboard');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ data: null, message: 'You need to sign in first.' });
  });

  it("shows the demo student the spec's figures: 62%, 4 of 6, #8 of 20, the heatmap", async () => {
    const dashboard = learner(await dashboardOf(await signedIn('student')));
    expect(dashboard.learningProgress).toEqual({
      percent: 62,
      coursesCompleted: 4,
      coursesTotal: 6,
    });
    expect(dashboard.timeSpent).toEqual(sampleTimeSpentHeatmap);
    expect(dashboard.leaderboard).toHaveLength(20);
    expect(dashboard.leaderboard.map((user) => user.rank)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const mine = dashboard.leaderboard.filter((user) => user.isCurrentUser);
    expect(mine).toEqual([
      expect.objectContaining({
        rank: 8,
        name: 'Sam Student',
        fullName: 'Sam Student',
        role: 'student',
        progress: 62,
      }),
    ]);
    // Only the signed-in user's row says who they are.
    const others = dashboard.leaderboard.filter((user) => !user.isCurrentUser);
    expect(others.every((user) => user.role === undefined && user.fullName === undefined)).toBe(
      true,
    );
  });

  it('gives the learner the featured course, live event, more than 3 next steps and a quote', async () => {
    const dashboard = learner(await dashboardOf(await signedIn('student')));
    expect(dashboard.featuredCourseId).toBe('course-1');
    expect(dashboard.liveEvent).toEqual(sampleLiveSession);
    expect(dashboard.nextSteps.length).toBeGreaterThan(3);
    expect(dashboard.quote).toEqual(sampleQuote);
  });

  it('gives a teacher the analytics variant: 22 points, 3,247, +18.3%, insights, dashboards', async () => {
    const dashboard = await dashboardOf(await signedIn('teacher'));
    expect(dashboard).toEqual({
      variant: 'teacher',
      dailyActive: sampleDailyActivePoints,
      headline: 3247,
      trend: 18.3,
      insights: sampleTeacherInsights,
      dashboards: sampleTeacherDashboards.map(({ id, title, description }) =>
        expect.objectContaining({ id, title, description }),
      ),
    });
    if (dashboard.variant !== 'teacher') return;
    expect(dashboard.dailyActive).toHaveLength(22);
    // Seeded as of the seeding day: the latest is "today", the others as far before it.
    const dates = dashboard.dashboards.map((saved) => Date.parse(saved.updatedAt));
    const seeded = sampleTeacherDashboards.map((saved) => Date.parse(saved.updatedAt));
    expect(Math.max(...dates)).toBe(server.clock.now().getTime());
    expect(dates.map((date) => Math.max(...dates) - date)).toEqual(
      seeded.map((date) => Math.max(...seeded) - date),
    );
  });

  it.each(['admin', 'superuser', 'university_admin'])(
    'gives %s the learner variant, empty but valid (no enrolments, no figures)',
    async (role) => {
      const dashboard = learner(await dashboardOf(await signedIn(role)));
      expect(dashboard.learningProgress).toEqual({
        percent: 0,
        coursesCompleted: 0,
        coursesTotal: 0,
      });
      expect(dashboard.timeSpent).toEqual(ZEROS);
      // The demo student and the 19 cohort learners; this user has no row.
      expect(dashboard.leaderboard).toHaveLength(20);
      expect(dashboard.leaderboard.some((user) => user.isCurrentUser)).toBe(false);
      expect(dashboard.featuredCourseId).toBe('course-1');
    },
  );

  it('gives a newly registered learner an empty but valid learner dashboard', async () => {
    const visitor = new Visitor(server.baseUrl);
    const account = {
      email: 'newcomer@uni.edu',
      password: 'Secret-pass-1',
      firstName: 'New',
      lastName: 'Comer',
    };
    expect((await visitor.call('POST', '/api/v1/auth/register', { json: account })).status).toBe(
      201,
    );
    await server.app.backgroundIdle();
    const link = await lastLinkTo(server.baseUrl, account.email, 'EMAIL_VERIFICATION');
    await visitor.call('POST', '/api/v1/auth/verify-email', { json: { token: tokenOf(link) } });
    expect((await visitor.signIn(account.email, account.password)).status).toBe(200);

    const dashboard = learner(await dashboardOf(visitor));
    expect(dashboard.learningProgress).toEqual({
      percent: 0,
      coursesCompleted: 0,
      coursesTotal: 0,
    });
    expect(dashboard.timeSpent).toEqual(ZEROS);
    expect(dashboard.leaderboard.some((user) => user.isCurrentUser)).toBe(false);
  });
});

describe("GET /dashboard: each university's own content (issue 32)", () => {
  it("gives Lakeside's learner Lakeside's featured course and next steps", async () => {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.signIn('student@lakeside.demo.edu', DEMO_PASSWORD)).status).toBe(200);
    const dashboard = await dashboardOf(visitor);
    if (dashboard.variant !== 'learner') throw new Error('expected the learner variant');
    expect(dashboard.featuredCourseId).toBe('lakeside-freshwater-systems');
    expect(dashboard.nextSteps.map((step) => step.courseId)).toEqual([
      'lakeside-freshwater-systems',
      'lakeside-hospitality-management',
    ]);
    expect(dashboard.liveEvent).toBeNull();
  });

  it("gives the default university's learners the default's featured course, per role", async () => {
    for (const role of ['student', 'admin', 'university_admin', 'superuser']) {
      const dashboard = await dashboardOf(await signedIn(role));
      if (dashboard.variant !== 'learner') throw new Error(`expected the learner variant: ${role}`);
      expect(dashboard.featuredCourseId, role).toBe('course-1');
    }
  });
});
