import { courseAnnouncementMessages, courseAnnouncementResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

// A course's announcements (issue 35): the staff who may edit the course e-mail its enrolled
// learners of their university, except those who turned "Course announcements" off.

const NORTHBRIDGE = 'univ-northbridge';
const course = {
  title: 'Announced course',
  description: 'A course whose teacher writes to its learners.',
  category: 'Security',
  difficultyLevel: 'BEGINNER',
  estimatedDurationHours: 2,
  language: 'en',
  isPublished: true,
};
const announcement = { subject: 'Room change', message: 'We meet in room 4 on Monday.' };

let server: TestServer;
let passwordHash: string;
let courseId: string;

async function addUser(email: string, roles: string[], universityId?: string) {
  await insertUser(server.app.db, {
    email,
    passwordHash,
    firstName: 'Test',
    lastName: 'Person',
    roles,
    verifiedAt: server.clock.now(),
    createdAt: server.clock.now(),
    ...(universityId ? { universityId } : {}),
  });
}

async function signIn(email: string): Promise<Visitor> {
  const visitor = new Visitor(server.baseUrl);
  expect((await visitor.signIn(email, DEMO_PASSWORD)).status).toBe(200);
  return visitor;
}

const announce = (visitor: Visitor, id = courseId, json: unknown = announcement) =>
  visitor.call('POST', `/api/v1/courses/${id}/announcements`, { json });

/** Who was e-mailed this announcement, in order. */
async function announcedTo(subject = `${course.title}: ${announcement.subject}`) {
  await server.app.backgroundIdle();
  const rows = await server.app.db
    .selectFrom('outbox')
    .select(['to_address', 'body'])
    .where('kind', '=', 'COURSE_ANNOUNCEMENT')
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();
  await server.app.db.deleteFrom('outbox').where('kind', '=', 'COURSE_ANNOUNCEMENT').execute();
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  const row = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  passwordHash = row.password_hash;
  await addUser('capital.admin@demo.edu', ['ADMIN']);
  await addUser('other.teacher@demo.edu', ['teacher']);
  await addUser('keen.learner@demo.edu', ['student']);
  await addUser('quiet.learner@demo.edu', ['student']);
  await addUser('north.admin@northbridge.example.edu', ['admin'], NORTHBRIDGE);
  await server.app.db
    .updateTable('users')
    .set({ notify_course_announcements: false })
    .where('email', '=', 'quiet.learner@demo.edu')
    .execute();

  const teacher = await signIn('teacher@demo.edu');
  const created = await teacher.call('POST', '/api/v1/courses', { json: course });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  courseId = created.body.data.id;
  for (const email of ['keen.learner@demo.edu', 'quiet.learner@demo.edu']) {
    const learner = await signIn(email);
    expect((await learner.call('POST', `/api/v1/courses/${courseId}/enrollment`)).status).toBe(201);
  }
});
afterAll(() => server.app.close());

describe('POST /courses/{id}/announcements', () => {
  it('e-mails the enrolled learners, but not one who turned course announcements off', async () => {
    const teacher = await signIn('teacher@demo.edu');
    const response = await announce(teacher);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(courseAnnouncementMessages.sent);
    expect(courseAnnouncementResponseSchema.parse(response.body.data)).toEqual({ recipients: 1 });
    const sent = await announcedTo();
    expect(sent.map((row) => row.to_address)).toEqual(['keen.learner@demo.edu']);
    expect(sent[0]!.body).toContain('We meet in room 4 on Monday.');
    expect(sent[0]!.body).toContain('/settings#notifications');
  });

  it('sends again to a learner who turns them back on', async () => {
    await server.app.db
      .updateTable('users')
      .set({ notify_course_announcements: true })
      .where('email', '=', 'quiet.learner@demo.edu')
      .execute();
    const teacher = await signIn('teacher@demo.edu');
    expect((await announce(teacher)).body.data).toEqual({ recipients: 2 });
    expect((await announcedTo()).map((row) => row.to_address)).toEqual([
      'keen.learner@demo.edu',
      'quiet.learner@demo.edu',
    ]);
    await server.app.db
      .updateTable('users')
      .set({ notify_course_announcements: false })
      .where('email', '=', 'quiet.learner@demo.edu')
      .execute();
  });

  it.each([
    'admin@demo.edu',
    'superuser@demo.edu',
    'capital.admin@demo.edu',
    'university_admin@demo.edu',
  ])('lets %s, who may edit every course of the university, announce', async (email) => {
    const response = await announce(await signIn(email));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await announcedTo()).map((row) => row.to_address)).toEqual(['keen.learner@demo.edu']);
  });

  it.each([
    ['a student', 'student@demo.edu', 403],
    ['a teacher of another course', 'other.teacher@demo.edu', 403],
    [
      'an admin of another university (the course is unknown there)',
      'north.admin@northbridge.example.edu',
      404,
    ],
  ])('refuses %s and sends nothing', async (_who, email, status) => {
    const response = await announce(await signIn(email));
    expect(response.status).toBe(status);
    expect(await announcedTo()).toEqual([]);
  });

  it('refuses a signed-out visitor (401), a call without the CSRF header (403) and an unknown course (404)', async () => {
    expect((await announce(new Visitor(server.baseUrl))).status).toBe(401);
    const teacher = await signIn('teacher@demo.edu');
    const noCsrf = await teacher.call('POST', `/api/v1/courses/${courseId}/announcements`, {
      json: announcement,
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect((await announce(teacher, 'no-such-course')).status).toBe(404);
    expect(await announcedTo()).toEqual([]);
  });

  it.each([
    ['an empty subject', { ...announcement, subject: '  ' }, 'Subject is required'],
    ['a subject with a line break', { ...announcement, subject: 'a\nb' }, 'control characters'],
    ['no message', { subject: 'Hi' }, 'Message is required'],
    ['a long message', { ...announcement, message: 'm'.repeat(5001) }, 'at most 5000'],
  ])('refuses %s (400)', async (_case, json, message) => {
    const response = await announce(await signIn('teacher@demo.edu'), courseId, json);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});
