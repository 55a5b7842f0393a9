import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

let server: TestServer;
let teacher: Visitor;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { emailPerIp: { max: 1000, windowMs: 60_000 } },
  });
  teacher = new Visitor(server.baseUrl);
  await teacher.signIn('teacher@demo.edu', DEMO_PASSWORD);
});
afterAll(() => server.app.close());

const post = (path: string, json: unknown, visitor = new Visitor(server.baseUrl)) =>
  visitor.call('POST', `/api/v1${path}`, { json });

describe('NUL and control characters answer 400, never 500 (issue 19, item 2)', () => {
  it('in the e-mail of sign-in, forgot-password and resend-verification', async () => {
    for (const path of ['/auth/login', '/auth/forgot-password', '/auth/resend-verification']) {
      const response = await post(path, { email: 'stu\u0000dent@demo.edu', password: 'x' });
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe('Please enter a valid email address');
    }
  });

  it('in register names and passwords, and in invitation e-mails', async () => {
    const register = await post('/auth/register', {
      email: 'nul@uni.edu',
      password: 'Long-enough-9',
      firstName: 'A\u0000da',
      lastName: 'Lovelace',
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe('First name must not contain control characters');
    const password = await post('/auth/login', { email: 'a@b.co', password: 'pass\u0000word' });
    expect(password.status).toBe(400);
    const admin = new Visitor(server.baseUrl);
    await admin.signIn('admin@demo.edu', DEMO_PASSWORD);
    const invite = await post('/auth/invite', { email: 'x\u0000@uni.edu', role: 'STUDENT' }, admin);
    expect(invite.status).toBe(400);
  });

  it('in a course title and in lesson content stored as jsonb', async () => {
    const title = await post('/courses', { title: 'Bad\u0000title', language: 'en' }, teacher);
    expect(title.status).toBe(400);
    expect(title.body.message).toBe('Title must not contain control characters');
    const lesson = {
      id: 'l1',
      title: 'Lesson',
      type: 'text',
      content: 'line one\nline two\u0000',
      duration: '5 min',
      order: 0,
      completed: false,
      isCompleted: false,
      description: '',
      summary: [],
      reflectionQuestions: [],
      aiReplies: {},
    };
    const modules = [
      { id: 'm1', title: 'M', description: '', totalDuration: '5 min', lessons: [lesson] },
    ];
    const course = await post('/courses', { title: 'Fine', language: 'en', modules }, teacher);
    expect(course.status).toBe(400);
    expect(course.body.message).toBe('Text must not contain control characters.');
    // The same course without the NUL is accepted: the refusal was about the character.
    lesson.content = 'line one\nline two';
    expect(
      (await post('/courses', { title: 'Fine', language: 'en', modules }, teacher)).status,
    ).toBe(201);
  });

  it('in a path and in a query value', async () => {
    expect((await teacher.call('GET', '/api/v1/courses/%00')).status).toBe(400);
    expect((await teacher.call('GET', '/api/v1/courses/a%01b')).status).toBe(400);
    expect((await teacher.call('GET', '/api/v1/media/%00')).status).toBe(400);
    const outbox = await teacher.call('GET', '/api/v1/dev/outbox?to=%00');
    expect(outbox.status).toBe(400);
    expect(outbox.body.message).toBe('Query parameter "to" must not contain control characters.');
  });

  it('answers a repeated query parameter with 400', async () => {
    const response = await teacher.call('GET', '/api/v1/dev/outbox?to=a@b.co&to=c@d.co');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Query parameter "to" must be given once.');
  });

  it('still accepts tabs and line breaks in multi-line text', async () => {
    const response = await post(
      '/courses',
      { title: 'Fine', language: 'en', description: 'one\n\ttwo\r\nthree' },
      teacher,
    );
    expect(response.status).toBe(201);
  });
});
