import { courseDetailSchema, courseListSchema, enrollResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

let server: TestServer;
let student: Visitor;
let teacher: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  student = new Visitor(server.baseUrl);
  teacher = new Visitor(server.baseUrl);
  await student.signIn('student@demo.edu', DEMO_PASSWORD);
  await teacher.signIn('teacher@demo.edu', DEMO_PASSWORD);
});
afterAll(() => server.app.close());

const NOT_FOUND = 'The requested course could not be found.';

async function coursesOf(visitor: Visitor) {
  return courseListSchema.parse((await visitor.call('GET', '/api/v1/courses/all')).body.data);
}

describe("the signed-in user's enrolment on courses", () => {
  it('comes with every course of GET /courses/all: the demo student has six', async () => {
    const courses = await coursesOf(student);
    expect(courses).toHaveLength(12);
    const enrolled = courses.filter((course) => course.enrollment !== null);
    expect(enrolled.map((course) => [course.id, course.enrollment?.progress])).toEqual([
      ['course-1', 60],
      ['course-2', 35],
      ['course-3', 100],
      ['course-4', 100],
      ['course-5', 100],
      ['course-6', 100],
    ]);
    // Another user's list shows none of them.
    expect((await coursesOf(teacher)).every((course) => course.enrollment === null)).toBe(true);
  });

  it('comes with GET /courses/:id', async () => {
    const response = await student.call('GET', '/api/v1/courses/course-1');
    const course = courseDetailSchema.parse(response.body.data);
    expect(course.enrollment).toEqual({ progress: 60, enrolledAt: '2025-06-02T09:00:00.000Z' });
  });
});

describe('POST /courses/:id/enrollment', () => {
  it('enrols the signed-in user (201), and says so on the course afterwards', async () => {
    const response = await student.call('POST', '/api/v1/courses/course-7/enrollment');
    expect(response.status).toBe(201);
    const enrollment = enrollResponseSchema.parse(response.body.data);
    expect(enrollment).toEqual({
      courseId: 'course-7',
      progress: 0,
      enrolledAt: server.clock.now().toISOString(),
    });
    const listed = (await coursesOf(student)).find((course) => course.id === 'course-7');
    expect(listed?.enrollment).toEqual({ progress: 0, enrolledAt: enrollment.enrolledAt });
  });

  it('is idempotent: enrolling again answers 200 with the first enrolment', async () => {
    const first = await teacher.call('POST', '/api/v1/courses/course-8/enrollment');
    expect(first.status).toBe(201);
    server.clock.advance(60_000);
    const again = await teacher.call('POST', '/api/v1/courses/course-8/enrollment');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('keeps an enrolment already in progress as it is', async () => {
    const response = await student.call('POST', '/api/v1/courses/course-1/enrollment');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ courseId: 'course-1', progress: 60 });
  });

  it('answers 404 for an unknown or malformed course id', async () => {
    for (const id of ['no-such-course', 'bad%20id']) {
      const response = await student.call('POST', `/api/v1/courses/${id}/enrollment`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(NOT_FOUND);
    }
  });

  it('hides a draft from a student (404) but lets its teacher enrol', async () => {
    const created = await teacher.call('POST', '/api/v1/courses', {
      json: { title: 'Draft course', language: 'en', isPublished: false },
    });
    const id = created.body.data.id as string;
    const refused = await student.call('POST', `/api/v1/courses/${id}/enrollment`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(NOT_FOUND);
    expect((await teacher.call('POST', `/api/v1/courses/${id}/enrollment`)).status).toBe(201);
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const anonymous = new Visitor(server.baseUrl);
    expect((await anonymous.call('POST', '/api/v1/courses/course-9/enrollment')).status).toBe(401);
    const noCsrf = await student.call('POST', '/api/v1/courses/course-9/enrollment', {
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });
});
