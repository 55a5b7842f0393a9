import { sampleCourses } from '@lp/contract';
import { apiCourseSchema, courseDetailSchema, courseListSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { seededCourses } from '../seed/seed';
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

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function imageForm(bytes: Buffer, type: string, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'picture');
  return form;
}

const newCourse = {
  title: 'Cryptography basics',
  description: 'Ciphers, keys and why they matter.',
  category: 'Security',
  difficultyLevel: 'BEGINNER',
  estimatedDurationHours: 6,
  language: 'en',
  isPublished: false,
};

describe('GET /courses/all and GET /courses/:id', () => {
  it('lists the twelve seeded courses in the server shape of spec 2 §3', async () => {
    const response = await student.call('GET', '/api/v1/courses/all');
    const courses = courseListSchema.parse(response.body.data);
    expect(courses.map((course) => course.id)).toEqual(seededCourses.map((course) => course.id));
    expect(courses).toHaveLength(12);
    expect(courses[0]).toMatchObject({
      createdByName: sampleCourses[0]?.instructor,
      isPublished: true,
    });
  });

  it('returns a course with its modules, lessons, quizzes and transcripts', async () => {
    const sample = sampleCourses[0]!;
    const response = await student.call('GET', `/api/v1/courses/${sample.id}`);
    const course = courseDetailSchema.parse(response.body.data);
    expect(course.modules).toEqual(sample.modules);
    const transcriptIds = sample.modules.flatMap((module) =>
      module.lessons.flatMap((lesson) => lesson.transcriptId ?? []),
    );
    expect(course.transcripts.map((transcript) => transcript.id)).toEqual([
      ...new Set(transcriptIds),
    ]);
  });

  it('answers 404 for an unknown course and 401 without a session', async () => {
    const missing = await student.call('GET', '/api/v1/courses/no-such-course');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      message: 'The requested course could not be found.',
      code: 'api-certificates.courseNotFound',
    });
    expect((await new Visitor(server.baseUrl).call('GET', '/api/v1/courses/all')).status).toBe(401);
  });
});

describe('POST /courses', () => {
  it('lets a teacher create a course; drafts stay hidden from students', async () => {
    const response = await teacher.call('POST', '/api/v1/courses', { json: newCourse });
    expect(response.status).toBe(201);
    const created = apiCourseSchema.parse(response.body.data);
    expect(created).toMatchObject({
      title: 'Cryptography basics',
      createdByName: 'Tara Teacher',
      language: 'en',
    });
    expect((await student.call('GET', `/api/v1/courses/${created.id}`)).status).toBe(404);
    expect((await teacher.call('GET', `/api/v1/courses/${created.id}`)).body.data.modules).toEqual(
      [],
    );
  });

  it('refuses students with 403 and invalid bodies with 400', async () => {
    expect((await student.call('POST', '/api/v1/courses', { json: newCourse })).status).toBe(403);
    const noTitle = await teacher.call('POST', '/api/v1/courses', {
      json: { ...newCourse, title: '' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Title is required');
    const badLevel = await teacher.call('POST', '/api/v1/courses', {
      json: { ...newCourse, difficultyLevel: 'EASY' },
    });
    expect(badLevel.body.message).toMatch(/^difficultyLevel must be one of BEGINNER/);
  });

  it('refuses duplicate module ids', async () => {
    const module = { id: 'm1', title: 'M', description: '', totalDuration: '1h', lessons: [] };
    const response = await teacher.call('POST', '/api/v1/courses', {
      json: { ...newCourse, modules: [module, module] },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /courses/:id/enrollment', () => {
  it('answers with the coded message (issue 34) beside the English text', async () => {
    const published = await teacher.call('POST', '/api/v1/courses', {
      json: { ...newCourse, isPublished: true },
    });
    expect(published.body).toMatchObject({
      message: 'Course created',
      code: 'api-course-answers.created',
    });
    const path = `/api/v1/courses/${published.body.data.id as string}/enrollment`;
    const first = await student.call('POST', path);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Enrolled', code: 'api-course-answers.enrolled' });
    const again = await student.call('POST', path);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Already enrolled',
      code: 'api-course-answers.alreadyEnrolled',
    });
  });
});

describe('POST /courses/:id/image', () => {
  async function teacherCourseId() {
    return (await teacher.call('POST', '/api/v1/courses', { json: newCourse })).body.data
      .id as string;
  }

  it('stores a PNG, answers with the course in data, and serves the image back', async () => {
    const id = await teacherCourseId();
    const response = await teacher.call('POST', `/api/v1/courses/${id}/image`, {
      body: imageForm(PNG, 'image/png'),
    });
    expect(response.status).toBe(200);
    const course = apiCourseSchema.parse(response.body.data);
    expect(course.imageUrl).toMatch(new RegExp(`^/api/v1/courses/${id}/image\\?v=\\d+$`));
    // A draft's image is for those who see drafts (issue 19, item 13).
    const image = await fetch(`${server.baseUrl}${course.imageUrl}`, {
      headers: { cookie: teacher.cookie ?? '' },
    });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });

  it("keeps a draft's image from visitors without a session and from students", async () => {
    const id = await teacherCourseId();
    await teacher.call('POST', `/api/v1/courses/${id}/image`, {
      body: imageForm(PNG, 'image/png'),
    });
    expect((await fetch(`${server.baseUrl}/api/v1/courses/${id}/image`)).status).toBe(404);
    const student = new Visitor(server.baseUrl);
    await student.signIn('student@demo.edu', DEMO_PASSWORD);
    expect((await student.call('GET', `/api/v1/courses/${id}/image`)).status).toBe(404);
    const published = await teacher.call('POST', '/api/v1/courses', {
      json: { ...newCourse, isPublished: true },
    });
    const publishedId = published.body.data.id as string;
    await teacher.call('POST', `/api/v1/courses/${publishedId}/image`, {
      body: imageForm(PNG, 'image/png'),
    });
    const open = await fetch(`${server.baseUrl}/api/v1/courses/${publishedId}/image`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('refuses non-images and files that only claim to be images with 415', async () => {
    const id = await teacherCourseId();
    const text = await teacher.call('POST', `/api/v1/courses/${id}/image`, {
      body: imageForm(Buffer.from('hello'), 'text/plain'),
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({
      message: 'Only PNG, JPEG, WebP or GIF images are accepted.',
      code: 'api-course-answers.imageType',
    });
    const disguised = await teacher.call('POST', `/api/v1/courses/${id}/image`, {
      body: imageForm(Buffer.from('<svg onload="alert(1)"/>'), 'image/png'),
    });
    expect(disguised.status).toBe(415);
  });

  it('refuses images over 5 MB with 413', async () => {
    const id = await teacherCourseId();
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await teacher.call('POST', `/api/v1/courses/${id}/image`, {
      body: imageForm(huge, 'image/png'),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      message: 'Image is too large: the limit is 5 MB',
      code: 'api-requests.imageTooLarge',
    });
  });

  it('needs the field "image", a JSON-free multipart body and the right to edit', async () => {
    const id = await teacherCourseId();
    const wrongField = await teacher.call('POST', `/api/v1/courses/${id}/image`, {
      body: imageForm(PNG, 'image/png', 'file'),
    });
    expect(wrongField.status).toBe(400);
    const notMultipart = await teacher.call('POST', `/api/v1/courses/${id}/image`, { json: {} });
    expect(notMultipart.status).toBe(415);
    const otherTeacher = new Visitor(server.baseUrl);
    await otherTeacher.signIn('teacher@demo.edu', DEMO_PASSWORD);
    const sampleId = sampleCourses[0]!.id;
    const notOwner = await otherTeacher.call('POST', `/api/v1/courses/${sampleId}/image`, {
      body: imageForm(PNG, 'image/png'),
    });
    expect(notOwner.status).toBe(403);
    expect(
      (
        await teacher.call('POST', '/api/v1/courses/missing/image', {
          body: imageForm(PNG, 'image/png'),
        })
      ).status,
    ).toBe(404);
  });
});
