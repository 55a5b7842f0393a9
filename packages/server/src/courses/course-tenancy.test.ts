import {
  courseDetailSchema,
  courseListSchema,
  myCoursesSchema,
  universityAnalyticsResponseSchema,
  universityListResponseSchema,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededCourses } from '../seed/seed';
import { universityCourseSeeds } from '../seed/university-courses-seed';
import { startTestServer, type TestServer, type Visitor } from '../testing/test-server';
import {
  addAccounts,
  DEFAULT_COURSE,
  LAKESIDE,
  LAKESIDE_COURSE,
  NORTHBRIDGE,
  NORTHBRIDGE_COURSE,
  ROLES,
  signedIn,
} from './course-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await addAccounts(server, { northbridge: NORTHBRIDGE, lakeside: LAKESIDE });
});
afterAll(() => server.app.close());

const at = (email: string) => signedIn(server, email);
const seededIdsOf = (universityId: string) =>
  universityCourseSeeds.filter((seed) => seed.universityId === universityId).map((seed) => seed.id);

async function courseIds(visitor: Visitor): Promise<string[]> {
  const response = await visitor.call('GET', '/api/v1/courses/all');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return courseListSchema.parse(response.body.data).map((course) => course.id);
}

const draft = (title: string) => ({ title, language: 'en', isPublished: false });
const published = (title: string) => ({ title, language: 'en', isPublished: true });

describe('GET /courses/all: a university sees only its own courses', () => {
  it.each(ROLES)('shows %s of the default university the sample courses only', async (role) => {
    const ids = await courseIds(await at(`${role}@demo.edu`));
    expect(ids).toEqual(expect.arrayContaining(seededCourses.map((course) => course.id)));
    expect(ids).not.toContain(NORTHBRIDGE_COURSE);
    expect(ids).not.toContain(LAKESIDE_COURSE);
  });

  it.each(ROLES)("shows %s of Northbridge Northbridge's courses, not Lakeside's", async (role) => {
    const ids = await courseIds(await at(`${role}@northbridge.test`));
    expect(ids).toEqual(expect.arrayContaining(seededIdsOf(NORTHBRIDGE)));
    expect(ids).not.toContain(LAKESIDE_COURSE);
    expect(ids).not.toContain(DEFAULT_COURSE);
  });
});

describe("another university's course answers 404 everywhere", () => {
  it.each(ROLES)("refuses %s of Northbridge Lakeside's course", async (role) => {
    const visitor = await at(`${role}@northbridge.test`);
    const notFound = 'The requested course could not be found.';
    const detail = await visitor.call('GET', `/api/v1/courses/${LAKESIDE_COURSE}`);
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe(notFound);
    const enrol = await visitor.call('POST', `/api/v1/courses/${LAKESIDE_COURSE}/enrollment`);
    expect(enrol.status).toBe(404);
    const lesson = `${LAKESIDE_COURSE}-lesson-1`;
    const completion = await visitor.call(
      'PUT',
      `/api/v1/courses/${LAKESIDE_COURSE}/lessons/${lesson}/completion`,
      { json: {} },
    );
    expect(completion.status).toBe(404);
    expect((await visitor.call('GET', `/api/v1/courses/${LAKESIDE_COURSE}/image`)).status).toBe(
      404,
    );
  });

  it("refuses the demo student a Northbridge course, and Northbridge's student a sample one", async () => {
    const demo = await at('student@demo.edu');
    expect((await demo.call('GET', `/api/v1/courses/${NORTHBRIDGE_COURSE}`)).status).toBe(404);
    const nia = await at('student@northbridge.test');
    expect((await nia.call('GET', `/api/v1/courses/${DEFAULT_COURSE}`)).status).toBe(404);
    const own = await nia.call('GET', `/api/v1/courses/${NORTHBRIDGE_COURSE}`);
    expect(courseDetailSchema.parse(own.body.data).modules[0]?.lessons).toHaveLength(2);
  });

  it('refuses to change the image of a course of another university', async () => {
    const admin = await at('admin@northbridge.test');
    const response = await admin.call('POST', `/api/v1/courses/${LAKESIDE_COURSE}/image`, {
      body: new FormData(),
    });
    expect(response.status).toBe(404);
  });

  it("serves a published course's image, signed out, only on its university's host", async () => {
    const teacher = await at('teacher@northbridge.test');
    const form = new FormData();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const created = await teacher.call('POST', '/api/v1/courses', {
      json: published('Harbour Birds'),
    });
    const id = created.body.data.id as string;
    expect((await teacher.call('POST', `/api/v1/courses/${id}/image`, { body: form })).status).toBe(
      200,
    );
    const image = (host: string) =>
      server.app.inject({ method: 'GET', url: `/api/v1/courses/${id}/image`, headers: { host } });
    const open = await image('northbridge.example.edu');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    // Signed in, the answer is the session's university's: no shared cache keeps it.
    const own = await teacher.call('GET', `/api/v1/courses/${id}/image`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await image('lakeside.example.edu')).statusCode).toBe(404);
    expect((await image('app.test')).statusCode).toBe(404);
  });
});

describe('POST /courses creates in the request university; only admins share', () => {
  it("puts a Northbridge teacher's course in Northbridge only", async () => {
    const teacher = await at('teacher@northbridge.test');
    const created = await teacher.call('POST', '/api/v1/courses', {
      json: published('Fjords and Glaciers'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect(await courseIds(await at('student@northbridge.test'))).toContain(id);
    expect(await courseIds(await at('student@lakeside.test'))).not.toContain(id);
    expect(await courseIds(await at('student@demo.edu'))).not.toContain(id);
  });

  it('refuses a student any course with 403', async () => {
    const visitor = await at('student@northbridge.test');
    const response = await visitor.call('POST', '/api/v1/courses', { json: draft('Nope') });
    expect(response.status).toBe(403);
  });

  it("lets a university_admin write a course of their university (area 'course-authoring')", async () => {
    const visitor = await at('university_admin@northbridge.test');
    const response = await visitor.call('POST', '/api/v1/courses', { json: draft('Harbour law') });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = response.body.data.id as string;
    const opened = await visitor.call('GET', `/api/v1/courses/${id}/authoring`);
    expect(opened.status).toBe(200);
    expect(
      (
        await (
          await at('university_admin@lakeside.test')
        ).call('GET', `/api/v1/courses/${id}/authoring`)
      ).status,
    ).toBe(404);
  });

  it('refuses a teacher sharing a course, with a clear message', async () => {
    const teacher = await at('teacher@northbridge.test');
    const response = await teacher.call('POST', '/api/v1/courses', {
      json: { ...published('Everyone’s Course'), isShared: true },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'Only an admin or superuser can share a course with every university.',
    );
  });

  it.each(['admin', 'superuser'])(
    'lets %s share a course: every university sees it once published',
    async (role) => {
      const author = await at(`${role}@demo.edu`);
      const sharedDraft = await author.call('POST', '/api/v1/courses', {
        json: { ...draft(`Shared draft by ${role}`), isShared: true },
      });
      expect(sharedDraft.status).toBe(201);
      const shared = await author.call('POST', '/api/v1/courses', {
        json: { ...published(`Shared by ${role}`), isShared: true },
      });
      expect(shared.status).toBe(201);
      // A shared draft stays with its own university's staff until it is published.
      const teacher = await at('teacher@lakeside.test');
      const ids = await courseIds(teacher);
      expect(ids).toContain(shared.body.data.id);
      expect(ids).not.toContain(sharedDraft.body.data.id);
      const enrol = await (
        await at('student@northbridge.test')
      ).call('POST', `/api/v1/courses/${shared.body.data.id}/enrollment`);
      expect(enrol.status).toBe(201);
      // Shared to read, never to change from another university.
      const change = await (
        await at('admin@lakeside.test')
      ).call('POST', `/api/v1/courses/${shared.body.data.id}/image`, { body: new FormData() });
      expect(change.status).toBe(403);
    },
  );

  it('gives an admin who switched to Northbridge Northbridge’s courses', async () => {
    const admin = await at('admin@demo.edu');
    const switched = await admin.call('PUT', '/api/v1/session/university', {
      json: { universityId: NORTHBRIDGE },
    });
    expect(switched.status).toBe(200);
    const ids = await courseIds(admin);
    expect(ids).toContain(NORTHBRIDGE_COURSE);
    expect(ids).not.toContain(DEFAULT_COURSE);
  });
});

describe('counts, dashboards and analytics are per university', () => {
  it("counts each university's own published courses on the super dashboard", async () => {
    const response = await (await at('superuser@demo.edu')).call('GET', '/api/v1/universities');
    const list = universityListResponseSchema.parse(response.body.data);
    const byId = new Map(list.universities.map((each) => [each.id, each.totalCourses]));
    expect(byId.get(LAKESIDE)).toBe(seededIdsOf(LAKESIDE).length);
    expect(byId.get('univ-westfield')).toBe(seededIdsOf('univ-westfield').length);
    expect(byId.get(NORTHBRIDGE)).toBeGreaterThanOrEqual(seededIdsOf(NORTHBRIDGE).length);
    expect(list.totals.courses).toBe(
      list.universities.reduce((sum, each) => sum + each.totalCourses, 0),
    );
    // A university_admin's card counts their own university only.
    const own = await (
      await at('university_admin@lakeside.test')
    ).call('GET', '/api/v1/universities');
    expect(universityListResponseSchema.parse(own.body.data).totals.courses).toBe(
      seededIdsOf(LAKESIDE).length,
    );
  });

  it("leaves another university's course out of a learner's dashboard", async () => {
    const nia = await at('student@northbridge.test');
    // An enrolment in a sample course made behind the API's back is still not counted.
    const { id } = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'student@northbridge.test')
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('enrollments')
      .values({ user_id: id, course_id: DEFAULT_COURSE, progress: 100, enrolled_at: new Date() })
      .execute();
    const response = await nia.call('GET', '/api/v1/dashboard');
    expect(response.status).toBe(200);
    // The hero is Northbridge's own dashboard's (migration 0020), never the sample course.
    expect(response.body.data.featuredCourseId).toBe('northbridge-marine-ecology');
    expect(response.body.data.learningProgress.coursesCompleted).toBe(0);
    const mine = myCoursesSchema.parse((await nia.call('GET', '/api/v1/courses/mine')).body.data);
    expect(mine.map((row) => row.id)).not.toContain(DEFAULT_COURSE);
    // The demo student's dashboard still features the sample course.
    const demo = await (await at('student@demo.edu')).call('GET', '/api/v1/dashboard');
    expect(demo.body.data.featuredCourseId).toBe('course-1');
  });

  it("counts Lakeside's enrolments in Lakeside's analytics only", async () => {
    const lakesideStudent = await at('student@lakeside.test');
    expect(
      (await lakesideStudent.call('POST', `/api/v1/courses/${LAKESIDE_COURSE}/enrollment`)).status,
    ).toBe(201);
    const analytics = async (email: string) => {
      const response = await (await at(email)).call('GET', '/api/v1/admin/university-analytics');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return universityAnalyticsResponseSchema.parse(response.body.data);
    };
    const lakeside = await analytics('university_admin@lakeside.test');
    const northbridge = await analytics('university_admin@northbridge.test');
    expect(lakeside.universityId).toBe(LAKESIDE);
    expect(northbridge.universityId).toBe(NORTHBRIDGE);
    const enrolments = (answer: typeof lakeside) =>
      answer.kpis.find((kpi) => kpi.id === 'kpi-enrolments')?.value;
    expect(enrolments(lakeside)).toBe('1');
    // Northbridge counts Nia's enrolments in the courses it sees (the shared ones), not the
    // sample course enrolled behind the API's back.
    const nia = await at('student@northbridge.test');
    const mine = myCoursesSchema.parse((await nia.call('GET', '/api/v1/courses/mine')).body.data);
    expect(mine.length).toBeGreaterThan(0);
    expect(enrolments(northbridge)).toBe(String(mine.length));
  });
});
