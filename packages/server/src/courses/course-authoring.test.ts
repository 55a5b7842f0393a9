import {
  authoredCourseListSchema,
  authoredCourseSchema,
  COURSE_EDIT_FORBIDDEN_MESSAGE,
  COURSE_SHARING_FORBIDDEN_MESSAGE,
  COURSE_VERSION_CONFLICT_MESSAGE,
  TRANSCRIPT_NOT_OF_COURSE_MESSAGE,
  uploadedTranscriptSchema,
  videoLessonAddressMessage,
  type AuthoredCourse,
} from '@lp/contract/api';
import { WEBVTT_MESSAGES, type Lesson } from '@lp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../auth/users';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../testing/test-server';

const NORTHBRIDGE = 'univ-northbridge';
const ROLES = ['student', 'teacher', 'admin', 'superuser', 'university_admin'] as const;

let server: TestServer;
let teacher: Visitor;
let courseId: string;

async function addUser(email: string, role: string, universityId?: string) {
  const { password_hash } = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  await insertUser(server.app.db, {
    ...(universityId ? { universityId } : {}),
    email,
    passwordHash: password_hash,
    firstName: 'Test',
    lastName: role,
    roles: [role],
    verifiedAt: new Date(),
    createdAt: new Date(),
  });
}

async function signedIn(email: string) {
  const visitor = new Visitor(server.baseUrl);
  const response = await visitor.signIn(email, DEMO_PASSWORD);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return visitor;
}
const as = (role: string) => signedIn(`${role}@demo.edu`);

async function createCourse(visitor: Visitor, title: string) {
  const response = await visitor.call('POST', '/api/v1/courses', {
    json: { title, language: 'en', category: 'Computing' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
}

async function authored(visitor: Visitor, id = courseId): Promise<AuthoredCourse> {
  const response = await visitor.call('GET', `/api/v1/courses/${id}/authoring`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return authoredCourseSchema.parse(response.body.data);
}

const lesson = (id: string, title: string, extra: Partial<Lesson> = {}): Lesson => ({
  id,
  title,
  type: 'text',
  content: `# ${title}`,
  duration: 5,
  order: 0,
  completed: false,
  isCompleted: false,
  description: '',
  summary: [],
  reflectionQuestions: [],
  aiReplies: {},
  ...extra,
});

/** The course as the builder sends it: its fields, the modules given, and the version it read. */
function saveOf(course: AuthoredCourse, modules = course.modules) {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    difficultyLevel: 'BEGINNER',
    estimatedDurationHours: course.estimatedDurationHours,
    language: course.language,
    imageUrl: course.imageUrl,
    isPublished: course.isPublished,
    modules,
    version: course.version,
  };
}

const twoLessons = [
  {
    id: 'module-a',
    title: 'Getting started',
    description: '',
    totalDuration: '10m',
    lessons: [lesson('lesson-a1', 'Welcome'), lesson('lesson-a2', 'Set-up')],
  },
];

function vttForm(text: string, name = 'lecture.vtt') {
  const form = new FormData();
  form.append('transcript', new Blob([text], { type: 'text/vtt' }), name);
  return form;
}
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Ana>Hello and welcome.\n';

beforeAll(async () => {
  server = await startTestServer();
  await addUser('second.teacher@demo.edu', 'teacher');
  await addUser('nick.teacher@northbridge.example.edu', 'teacher', NORTHBRIDGE);
  teacher = await as('teacher');
  courseId = await createCourse(teacher, 'Compilers from scratch');
});
afterAll(() => server.app.close());

describe('who may edit which course (issue 32)', () => {
  it('lists a teacher their own courses and an admin of any kind every course of their university', async () => {
    for (const role of ROLES) {
      const response = await (await as(role)).call('GET', '/api/v1/courses/authoring');
      if (role === 'student') {
        expect(response.status).toBe(403);
        continue;
      }
      expect(response.status, role).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const ids = authoredCourseListSchema.parse(response.body.data).map((row) => row.id);
      if (role === 'teacher') expect(ids).toEqual([courseId]);
      else expect(ids).toEqual(expect.arrayContaining([courseId, 'course-1']));
    }
  });

  it('opens a course for its owner and the university admins, refuses the rest', async () => {
    const expected = {
      student: 403,
      teacher: 200,
      admin: 200,
      superuser: 200,
      university_admin: 200,
    } as const;
    for (const role of ROLES) {
      const response = await (await as(role)).call('GET', `/api/v1/courses/${courseId}/authoring`);
      expect(response.status, role).toBe(expected[role]);
    }
    const colleague = await signedIn('second.teacher@demo.edu');
    const refused = await colleague.call('GET', `/api/v1/courses/${courseId}/authoring`);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: COURSE_EDIT_FORBIDDEN_MESSAGE },
    });
    // A sample course has no owner: a teacher may not edit it, the university's admin may.
    expect((await teacher.call('GET', '/api/v1/courses/course-1/authoring')).status).toBe(403);
  });

  it("answers 404 for another university's course, to read and to save", async () => {
    const northbridge = await signedIn('nick.teacher@northbridge.example.edu');
    const read = await northbridge.call('GET', `/api/v1/courses/${courseId}/authoring`);
    expect(read.status).toBe(404);
    const save = await northbridge.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(await authored(teacher)),
    });
    expect(save.status).toBe(404);
    const upload = await northbridge.call('POST', `/api/v1/courses/${courseId}/transcripts`, {
      body: vttForm(VTT),
    });
    expect(upload.status).toBe(404);
    const list = await northbridge.call('GET', '/api/v1/courses/authoring');
    expect(authoredCourseListSchema.parse(list.body.data).map((row) => row.id)).not.toContain(
      courseId,
    );
  });
});

describe('saving a course', () => {
  it('saves the whole course, in order, and raises its version', async () => {
    const before = await authored(teacher);
    expect(before.version).toBe(1);
    const response = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: { ...saveOf(before, twoLessons), title: 'Compilers, from scratch' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const saved = authoredCourseSchema.parse(response.body.data);
    expect(saved).toMatchObject({ version: 2, title: 'Compilers, from scratch' });
    expect(saved.modules[0]?.lessons.map((each) => each.id)).toEqual(['lesson-a1', 'lesson-a2']);

    // Reordered: the lessons come back in the new order.
    const [first, second] = twoLessons[0]!.lessons;
    const reordered = [{ ...twoLessons[0]!, lessons: [second!, first!] }];
    const again = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(saved, reordered),
    });
    expect(again.status).toBe(200);
    expect((await authored(teacher)).modules[0]?.lessons.map((each) => each.id)).toEqual([
      'lesson-a2',
      'lesson-a1',
    ]);
  });

  it('refuses a save over a newer version with 409 and changes nothing', async () => {
    const current = await authored(teacher);
    const stale = { ...saveOf(current), version: current.version - 1, title: 'Lost edit' };
    const response = await teacher.call('PUT', `/api/v1/courses/${courseId}`, { json: stale });
    expect(response).toMatchObject({
      status: 409,
      body: { data: null, message: COURSE_VERSION_CONFLICT_MESSAGE },
    });
    expect(await authored(teacher)).toMatchObject({
      version: current.version,
      title: current.title,
    });
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const current = await authored(teacher);
    const [one, two] = await Promise.all(
      ['Tab one', 'Tab two'].map((title) =>
        teacher.call('PUT', `/api/v1/courses/${courseId}`, {
          json: { ...saveOf(current), title },
        }),
      ),
    );
    expect([one!.status, two!.status].sort()).toEqual([200, 409]);
    const after = await authored(teacher);
    expect(after.version).toBe(current.version + 1);
    expect(['Tab one', 'Tab two']).toContain(after.title);
  });

  it('stores a YouTube or Vimeo page link as its embed, and refuses any other address', async () => {
    const current = await authored(teacher);
    const withVideo = (content: string) => [
      {
        ...twoLessons[0]!,
        lessons: [lesson('lesson-v', 'Lecture', { type: 'video', content })],
      },
    ];
    const good = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(current, withVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')),
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const saved = authoredCourseSchema.parse(good.body.data);
    expect(saved.modules[0]?.lessons[0]?.content).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');

    const bad = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(saved, withVideo('https://videos.example.com/watch/1')),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: videoLessonAddressMessage('Lecture') },
    });
  });

  it('lets only an admin or superuser share a course with every university', async () => {
    const current = await authored(teacher);
    const refused = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: { ...saveOf(current), isShared: true },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: COURSE_SHARING_FORBIDDEN_MESSAGE },
    });
    const admin = await as('admin');
    const shared = await admin.call('PUT', `/api/v1/courses/${courseId}`, {
      json: { ...saveOf(current), isShared: true },
    });
    expect(shared.status).toBe(200);
    expect(authoredCourseSchema.parse(shared.body.data).isShared).toBe(true);
    // The teacher's next save, which leaves sharing out, keeps it shared.
    const kept = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(await authored(teacher)),
    });
    expect(authoredCourseSchema.parse(kept.body.data).isShared).toBe(true);
  });
});

describe('transcripts', () => {
  it('reads an uploaded WebVTT file into a transcript a video lesson of the course may name', async () => {
    const upload = await teacher.call('POST', `/api/v1/courses/${courseId}/transcripts`, {
      body: vttForm(VTT),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const transcript = uploadedTranscriptSchema.parse(upload.body.data);
    expect(transcript).toMatchObject({
      title: 'lecture',
      segments: [{ startTime: 1, endTime: 3, text: 'Hello and welcome.', speaker: 'Ana' }],
    });

    const current = await authored(teacher);
    const modules = [
      {
        ...twoLessons[0]!,
        lessons: [
          lesson('lesson-v', 'Lecture', {
            type: 'video',
            content: 'https://player.vimeo.com/video/76979871',
            transcriptId: transcript.id,
          }),
        ],
      },
    ];
    const saved = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(current, modules),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(authoredCourseSchema.parse(saved.body.data).transcripts).toEqual([transcript]);
  });

  it("refuses a lesson naming another course's transcript", async () => {
    const otherCourse = await createCourse(teacher, 'Another course');
    const upload = await teacher.call('POST', `/api/v1/courses/${otherCourse}/transcripts`, {
      body: vttForm(VTT),
    });
    const foreign = uploadedTranscriptSchema.parse(upload.body.data);
    const current = await authored(teacher);
    const modules = [
      {
        ...twoLessons[0]!,
        lessons: [
          lesson('lesson-v', 'Lecture', {
            type: 'video',
            content: 'https://player.vimeo.com/video/76979871',
            transcriptId: foreign.id,
          }),
        ],
      },
    ];
    const response = await teacher.call('PUT', `/api/v1/courses/${courseId}`, {
      json: saveOf(current, modules),
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: TRANSCRIPT_NOT_OF_COURSE_MESSAGE },
    });
  });

  it('refuses a file that is not WebVTT with its message, and a student altogether', async () => {
    const bad = await teacher.call('POST', `/api/v1/courses/${courseId}/transcripts`, {
      body: vttForm('1\n00:00:01,000 --> 00:00:02,000\nHello\n', 'lecture.srt'),
    });
    expect(bad).toMatchObject({ status: 400, body: { message: WEBVTT_MESSAGES.notWebVtt } });
    const student = await as('student');
    const refused = await student.call('POST', `/api/v1/courses/${courseId}/transcripts`, {
      body: vttForm(VTT),
    });
    expect(refused.status).toBe(403);
  });
});
