import {
  certificateListSchema,
  certificateVerificationSchema,
  lessonCompletionResponseSchema,
} from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';
import { readPdf } from './pdf-text-test-kit';

const NORTHBRIDGE = 'univ-northbridge';
const NORTHBRIDGE_HOST = 'northbridge.example.edu';
const NORTHBRIDGE_STUDENT = 'nia.student@northbridge.example.edu';
const ROLES = ['student', 'teacher', 'admin', 'superuser', 'university_admin'];
// course-8 (UX Research Methods): one module of two text lessons.
const TWO_LESSONS = { course: 'course-8', lessons: ['lesson-8-1', 'lesson-8-2'] };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { password_hash } = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  await insertUser(server.app.db, {
    universityId: NORTHBRIDGE,
    email: NORTHBRIDGE_STUDENT,
    passwordHash: password_hash,
    firstName: 'Nia',
    lastName: 'Northbridge',
    roles: ['student'],
    verifiedAt: new Date(),
    createdAt: new Date(),
  });
});
afterAll(() => server.app.close());

async function signedIn(email: string) {
  const visitor = new Visitor(server.baseUrl);
  const response = await visitor.signIn(email, DEMO_PASSWORD);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return visitor;
}
const as = (role: string) => signedIn(`${role}@demo.edu`);

async function listOf(visitor: Visitor) {
  const response = await visitor.call('GET', '/api/v1/certificates');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return certificateListSchema.parse(response.body.data);
}

async function complete(visitor: Visitor, course: string, lesson: string, json: unknown = {}) {
  const response = await visitor.call(
    'PUT',
    `/api/v1/courses/${course}/lessons/${lesson}/completion`,
    { json },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return lessonCompletionResponseSchema.parse(response.body.data);
}

/** The public verification as a signed-out visitor on a host (the server's own by default). */
function verify(id: string, host = 'app.test') {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/certificates/${id}/verification`,
    headers: { host },
  });
}

describe('access: every role reads its own; signed out reads none', () => {
  it('answers 401 to a signed-out visitor on every signed-in endpoint', async () => {
    const visitor = new Visitor(server.baseUrl);
    expect((await visitor.call('GET', '/api/v1/certificates')).status).toBe(401);
    expect(
      (await visitor.call('GET', '/api/v1/certificates/AAAAAAAAAAAAAAAAAAAAAA/pdf')).status,
    ).toBe(401);
    const put = await visitor.call(
      'PUT',
      '/api/v1/courses/course-8/lessons/lesson-8-1/completion',
      { json: {} },
    );
    expect(put.status).toBe(401);
  });

  for (const role of ROLES) {
    it(`lets ${role} read their own certificates`, async () => {
      const list = await listOf(await as(role));
      // The demo student's enrolments stored at 100% (before lessons were tracked) are completions.
      if (role === 'student') {
        expect(list.certificates.map((each) => each.courseId).sort()).toEqual([
          'course-3',
          'course-4',
          'course-5',
          'course-6',
        ]);
        expect(list.next).toEqual({
          courseId: 'course-1',
          courseTitle: 'AI Fundamentals for Cybersecurity',
          progress: 60,
        });
      } else {
        expect(list.certificates).toEqual([]);
      }
    });
  }

  it('gives the demo student the same certificates on every read: issued once', async () => {
    const student = await as('student');
    const first = await listOf(student);
    const second = await listOf(student);
    expect(second.certificates).toEqual(first.certificates);
    const rows = await server.app.db
      .selectFrom('certificates')
      .innerJoin('users', 'users.id', 'certificates.user_id')
      .select('certificates.id')
      .where('users.email', '=', 'student@demo.edu')
      .execute();
    expect(rows).toHaveLength(4);
  });
});

describe('issuing: not before completion, and exactly once', () => {
  it('issues nothing before the last lesson, then one certificate, kept on a repeat', async () => {
    const teacher = await as('teacher');
    const [firstLesson, lastLesson] = TWO_LESSONS.lessons as [string, string];
    const half = await complete(teacher, TWO_LESSONS.course, firstLesson);
    expect(half).toMatchObject({ completed: true, courseProgress: 50, certificate: null });
    const before = await listOf(teacher);
    expect(before.certificates).toEqual([]);
    expect(before.next).toEqual({
      courseId: 'course-8',
      courseTitle: 'UX Research Methods',
      progress: 50,
    });

    const done = await complete(teacher, TWO_LESSONS.course, lastLesson);
    expect(done).toMatchObject({ completed: true, courseProgress: 100 });
    expect(done.certificate).toMatchObject({
      courseId: 'course-8',
      courseTitle: 'UX Research Methods',
      learnerName: 'Tara Teacher',
      issuedAt: '2026-01-05T09:00:00.000Z',
    });
    const id = done.certificate!.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(done.certificate!.verificationUrl).toBe(`http://app.test/verify/${id}`);

    // Completing again (a retry, a second tab at once) keeps the one certificate.
    const again = await Promise.all([
      complete(teacher, TWO_LESSONS.course, lastLesson),
      complete(teacher, TWO_LESSONS.course, firstLesson),
    ]);
    expect(again.map((each) => each.certificate?.id)).toEqual([id, id]);
    const after = await listOf(teacher);
    expect(after.certificates.map((each) => each.id)).toEqual([id]);
    expect(after.next).toBeNull();
  });

  it('marks the person’s own completed lessons in the course, and no one else’s', async () => {
    const [firstLesson, lastLesson] = TWO_LESSONS.lessons as [string, string];
    const admin = await as('admin');
    await complete(admin, TWO_LESSONS.course, firstLesson);
    const doneOf = async (visitor: Visitor) => {
      const response = await visitor.call('GET', `/api/v1/courses/${TWO_LESSONS.course}`);
      expect(response.status).toBe(200);
      const lessons = (
        response.body.data.modules as { lessons: { id: string; isCompleted?: boolean }[] }[]
      ).flatMap((module) => module.lessons);
      return Object.fromEntries(lessons.map((lesson) => [lesson.id, !!lesson.isCompleted]));
    };
    expect(await doneOf(admin)).toEqual({ [firstLesson]: true, [lastLesson]: false });
    expect(await doneOf(await as('superuser'))).toEqual({
      [firstLesson]: false,
      [lastLesson]: false,
    });
  });

  it('counts a quiz lesson only once passed (70%), grading the answers on the server', async () => {
    const admin = await as('admin');
    // lesson-1-3: the simple quiz (an index, then a set of indexes).
    const failed = await complete(admin, 'course-1', 'lesson-1-3', { answers: [0, [0, 1]] });
    expect(failed).toMatchObject({ completed: false, quizScore: 0, courseProgress: 0 });
    const passed = await complete(admin, 'course-1', 'lesson-1-3', { answers: [1, [3, 1, 0]] });
    expect(passed).toMatchObject({ completed: true, quizScore: 100 });
    expect(passed.courseProgress).toBe(14); // 1 of 7 lessons, floored
    // lesson-1-7: the player quiz (each answer the option's text); 2 of 3 is 67%: not passed.
    const twoOfThree = await complete(admin, 'course-1', 'lesson-1-7', {
      answers: ['Context', 'More false positives', 'A password policy'],
    });
    expect(twoOfThree).toMatchObject({ completed: false, quizScore: 67 });
    const allThree = await complete(admin, 'course-1', 'lesson-1-7', {
      answers: ['Context', 'More false positives', 'A timeline'],
    });
    expect(allThree).toMatchObject({ completed: true, quizScore: 100, courseProgress: 28 });
    expect((await listOf(admin)).certificates).toEqual([]);
  });

  it('refuses an unknown course or lesson (404) and bad answers (400)', async () => {
    const student = await as('student');
    const noCourse = await student.call(
      'PUT',
      '/api/v1/courses/course-404/lessons/lesson-1/completion',
      { json: {} },
    );
    expect(noCourse.status).toBe(404);
    const noLesson = await student.call(
      'PUT',
      '/api/v1/courses/course-8/lessons/lesson-9-9/completion',
      { json: {} },
    );
    expect(noLesson).toMatchObject({
      status: 404,
      body: { message: 'The requested lesson could not be found.' },
    });
    for (const answers of ['all', [{}], ['a\u0000b'], Array.from({ length: 101 }, () => 0)]) {
      const bad = await student.call(
        'PUT',
        '/api/v1/courses/course-1/lessons/lesson-1-3/completion',
        { json: { answers } },
      );
      expect(bad.status, JSON.stringify(answers)).toBe(400);
    }
  });
});

describe('the PDF: its owner only', () => {
  it("gives the owner a PDF that parses and draws the learner's name", async () => {
    const student = await as('student');
    const [certificate] = (await listOf(student)).certificates;
    const response = await fetch(`${server.baseUrl}/api/v1/certificates/${certificate!.id}/pdf`, {
      headers: { cookie: student.cookie! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { draws } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(draws('Sam Student')).toBe(true);
    expect(draws(certificate!.courseTitle)).toBe(true);
    expect(draws(certificate!.verificationUrl)).toBe(true);
  });

  it('answers 404 to anyone else, administrators included, and to an unknown id', async () => {
    const [certificate] = (await listOf(await as('student'))).certificates;
    for (const role of ['teacher', 'admin', 'superuser', 'university_admin']) {
      const response = await (
        await as(role)
      ).call('GET', `/api/v1/certificates/${certificate!.id}/pdf`);
      expect(response, role).toMatchObject({
        status: 404,
        body: { message: 'Certificate not found.' },
      });
    }
    const student = await as('student');
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'A'.repeat(23)]) {
      expect((await student.call('GET', `/api/v1/certificates/${id}/pdf`)).status).toBe(404);
    }
  });
});

describe('the public verification: on its university host, to anyone', () => {
  it('confirms a certificate signed out with no more than the name, course, university and date', async () => {
    const [certificate] = (await listOf(await as('student'))).certificates;
    const response = await verify(certificate!.id);
    expect(response.statusCode).toBe(200);
    const data = certificateVerificationSchema.parse(response.json().data);
    expect(Object.keys(response.json().data).sort()).toEqual([
      'courseTitle',
      'issuedAt',
      'learnerName',
      'universityName',
    ]);
    expect(data).toMatchObject({
      learnerName: 'Sam Student',
      courseTitle: certificate!.courseTitle,
      issuedAt: certificate!.issuedAt,
    });
  });

  it("answers 404 'not found' to an unknown or malformed id", async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', 'A'.repeat(23)]) {
      const response = await verify(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ data: null, message: 'Certificate not found.' });
    }
  });

  it("answers 404 on another university's host, both ways", async () => {
    const [demo] = (await listOf(await as('student'))).certificates;
    expect((await verify(demo!.id, NORTHBRIDGE_HOST)).statusCode).toBe(404);

    const nia = await signedIn(NORTHBRIDGE_STUDENT);
    // Courses are per university (issue 32): Nia completes a course of Northbridge's own.
    const done = await complete(
      nia,
      'northbridge-nordic-history',
      'northbridge-nordic-history-lesson-1',
    );
    const id = done.certificate!.id;
    expect(done.certificate!.verificationUrl).toBe(`http://${NORTHBRIDGE_HOST}/verify/${id}`);
    expect(done.certificate!.universityName).toBe('Northbridge University');
    expect((await verify(id, NORTHBRIDGE_HOST)).statusCode).toBe(200);
    expect((await verify(id)).statusCode).toBe(404);
    // Nobody of another university reaches it through the signed-in endpoints either.
    const other = await (
      await as('university_admin')
    ).call('GET', `/api/v1/certificates/${id}/pdf`);
    expect(other.status).toBe(404);
  });
});
