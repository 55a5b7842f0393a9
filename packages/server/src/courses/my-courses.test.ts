import { sampleDemoEnrollments } from '@lp/contract';
import { myCoursesSchema, type MyCourse } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type Visitor } from '../testing/test-server';
import { addAccounts, NORTHBRIDGE, NORTHBRIDGE_COURSE, ROLES, signedIn } from './course-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addAccounts(server, { northbridge: NORTHBRIDGE });
});
afterAll(() => server.app.close());

async function mine(visitor: Visitor): Promise<MyCourse[]> {
  const response = await visitor.call('GET', '/api/v1/courses/mine');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return myCoursesSchema.parse(response.body.data);
}

const complete = (visitor: Visitor, course: string, lesson: string) =>
  visitor.call('PUT', `/api/v1/courses/${course}/lessons/${lesson}/completion`, { json: {} });

describe('GET /courses/mine', () => {
  it('answers 401 signed out', async () => {
    expect((await fetch(`${server.baseUrl}/api/v1/courses/mine`)).status).toBe(401);
  });

  it.each(ROLES.filter((role) => role !== 'student'))(
    'answers %s without enrolments with an empty list',
    async (role) => {
      expect(await mine(await signedIn(server, `${role}@demo.edu`))).toEqual([]);
    },
  );

  it("lists the demo learner's enrolments, most recent first, the completed ones dated", async () => {
    const rows = await mine(await signedIn(server, 'student@demo.edu'));
    const byNewest = [...sampleDemoEnrollments].sort((a, b) =>
      b.enrolledAt.localeCompare(a.enrolledAt),
    );
    expect(rows.map((row) => row.id)).toEqual(byNewest.map((enrolment) => enrolment.courseId));
    for (const row of rows) {
      const done = row.enrollment!.progress >= 100;
      expect(row.completedAt !== null, row.id).toBe(done);
      if (done) expect(row.nextLessonId, row.id).toBeNull();
      else expect(row.nextLessonId, row.id).not.toBeNull();
      expect(row.totalLessons, row.id).toBeGreaterThan(0);
    }
  });

  it('counts completed lessons and moves Continue to the next lesson, then completes', async () => {
    const nia = await signedIn(server, 'student@northbridge.test');
    expect(
      (await nia.call('POST', `/api/v1/courses/${NORTHBRIDGE_COURSE}/enrollment`)).status,
    ).toBe(201);
    const lesson = (n: number) => `${NORTHBRIDGE_COURSE}-lesson-${n}`;
    const row = async () => (await mine(nia)).find((each) => each.id === NORTHBRIDGE_COURSE)!;
    expect(await row()).toMatchObject({
      completedLessons: 0,
      totalLessons: 2,
      nextLessonId: lesson(1),
      completedAt: null,
    });
    expect((await complete(nia, NORTHBRIDGE_COURSE, lesson(1))).status).toBe(200);
    expect(await row()).toMatchObject({ completedLessons: 1, nextLessonId: lesson(2) });
    const last = await complete(nia, NORTHBRIDGE_COURSE, lesson(2));
    const finished = await row();
    expect(finished).toMatchObject({ completedLessons: 2, nextLessonId: null });
    // The completion date is the certificate's.
    expect(finished.completedAt).toBe(last.body.data.certificate.issuedAt);
  });

  it("leaves out enrolments in another university's courses", async () => {
    const { id } = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'teacher@northbridge.test')
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('enrollments')
      .values({ user_id: id, course_id: 'course-1', progress: 40, enrolled_at: new Date() })
      .execute();
    expect(await mine(await signedIn(server, 'teacher@northbridge.test'))).toEqual([]);
  });
});
