import { COURSE_EDIT_FORBIDDEN_MESSAGE, courseImportResponseSchema } from '@lp/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../auth/users';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../../testing/test-server';
import { zipFixture } from './fixture-zip';
import { NOT_A_COURSE_FILE_MESSAGE } from './course-import';
import { NOT_A_ZIP_MESSAGE } from './interchange-error';
import { IMPORT_NOT_MULTIPART_MESSAGE } from './interchange-routes';
import { zipSync } from 'fflate';
import { sampleCourses, sampleTranscript } from '@lp/contract';
import { exportCourseArchive } from './course-archive';

const ROLES = ['student', 'teacher', 'admin', 'superuser', 'university_admin'] as const;

let server: TestServer;

async function signedIn(email: string) {
  const visitor = new Visitor(server.baseUrl);
  const response = await visitor.signIn(email, DEMO_PASSWORD);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return visitor;
}
const as = (role: string) => signedIn(`${role}@demo.edu`);

function fileForm(bytes: Uint8Array, name = 'course.imscc', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);
  return form;
}

async function importAs(visitor: Visitor, bytes: Uint8Array) {
  return visitor.call('POST', '/api/v1/courses/import', { body: fileForm(bytes) });
}

beforeAll(async () => {
  server = await startTestServer();
  const { password_hash } = await server.app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'student@demo.edu')
    .executeTakeFirstOrThrow();
  for (const [email, universityId] of [
    ['second.teacher@demo.edu', undefined],
    ['nick.teacher@northbridge.example.edu', 'univ-northbridge'],
  ] as const) {
    await insertUser(server.app.db, {
      ...(universityId ? { universityId } : {}),
      email,
      passwordHash: password_hash,
      firstName: 'Test',
      lastName: 'Teacher',
      roles: ['teacher'],
      verifiedAt: new Date(),
      createdAt: new Date(),
    });
  }
});
afterAll(() => server.app.close());

describe('POST /courses/import (issue 32)', () => {
  it("imports a Canvas cartridge as a draft of the importer's university, for every authoring role", async () => {
    const cartridge = zipFixture('canvas-main');
    for (const role of ROLES) {
      const response = await importAs(await as(role), cartridge);
      if (role === 'student') {
        expect(response.status).toBe(403);
        continue;
      }
      expect(response.status, `${role}: ${JSON.stringify(response.body)}`).toBe(201);
      const imported = courseImportResponseSchema.parse(response.body.data);
      expect(imported.source).toBe('common-cartridge');
      expect(imported.course.isPublished).toBe(false);
      expect(imported.report.imported).toBeGreaterThan(0);
      // Discussion topics and LTI links are reported, not dropped.
      expect(imported.report.skipped.length).toBeGreaterThan(0);
    }
  });

  it('gives the importer a course they can open in the builder, and no one of another university', async () => {
    const teacher = await as('teacher');
    const response = await importAs(teacher, zipFixture('canvas-main'));
    const { course } = courseImportResponseSchema.parse(response.body.data);
    const opened = await teacher.call('GET', `/api/v1/courses/${course.id}/authoring`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.modules.length).toBeGreaterThan(0);
    const northbridge = await signedIn('nick.teacher@northbridge.example.edu');
    expect((await northbridge.call('GET', `/api/v1/courses/${course.id}/authoring`)).status).toBe(
      404,
    );
  });

  it('refuses what is not a course file, each with its message', async () => {
    const teacher = await as('teacher');
    const notZip = await importAs(teacher, new TextEncoder().encode('<html>not a zip</html>'));
    expect(notZip).toMatchObject({ status: 415, body: { message: NOT_A_ZIP_MESSAGE } });
    const noManifest = await importAs(
      teacher,
      zipSync({ 'readme.txt': new Uint8Array([104, 105]) }),
    );
    expect(noManifest).toMatchObject({ status: 400, body: { message: NOT_A_COURSE_FILE_MESSAGE } });
    const notMultipart = await teacher.call('POST', '/api/v1/courses/import', {
      json: { file: 'x' },
    });
    expect(notMultipart).toMatchObject({
      status: 415,
      body: { message: IMPORT_NOT_MULTIPART_MESSAGE },
    });
  });
});

/** An archive of the first sample course, whose video lesson has the sample transcript. */
function archiveWithTranscript(title: string, transcriptTitle: string) {
  const sample = sampleCourses[0]!;
  return exportCourseArchive({
    title,
    description: sample.description,
    category: sample.category,
    difficultyLevel: 'BEGINNER',
    estimatedDurationHours: 2,
    language: 'en',
    modules: sample.modules,
    transcripts: [{ ...sampleTranscript, title: transcriptTitle }],
  });
}

describe('POST /courses/import writes in one transaction', () => {
  it('stores the course with its transcripts, its lessons pointing at them', async () => {
    const teacher = await as('teacher');
    const response = await importAs(teacher, archiveWithTranscript('Whole import', 'Captions'));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { course } = courseImportResponseSchema.parse(response.body.data);
    const authored = (await teacher.call('GET', `/api/v1/courses/${course.id}/authoring`)).body
      .data;
    const pointedAt = authored.modules.flatMap((module: { lessons: { transcriptId?: string }[] }) =>
      module.lessons.flatMap((lesson) => (lesson.transcriptId ? [lesson.transcriptId] : [])),
    );
    expect(pointedAt.length).toBeGreaterThan(0);
    expect(authored.transcripts.map((transcript: { id: string }) => transcript.id)).toEqual(
      pointedAt,
    );
    expect(authored.transcripts[0].title).toBe('Captions');
    // Written once: the draft is at its first version.
    expect(authored.version).toBe(1);
  });

  it('leaves nothing behind when a step after the course row fails', async () => {
    const db = server.app.db;
    const counts = async () => ({
      courses: (await db.selectFrom('courses').select('id').execute()).length,
      modules: (await db.selectFrom('course_modules').select('id').execute()).length,
      lessons: (await db.selectFrom('lessons').select('id').execute()).length,
      transcripts: (await db.selectFrom('transcripts').select('id').execute()).length,
    });
    const before = await counts();
    // PostgreSQL stores no NUL character in text: the transcript's insert fails, after the
    // course, its modules and its lessons were written.
    const response = await importAs(
      await as('teacher'),
      archiveWithTranscript('Half an import', 'Cut\u0000short'),
    );
    expect(response.status).toBe(500);
    expect(
      await db.selectFrom('courses').select('id').where('title', '=', 'Half an import').execute(),
    ).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /courses/:id/export', () => {
  it('writes the archive for the owner and the admins, and it imports back as the same course', async () => {
    const teacher = await as('teacher');
    const imported = courseImportResponseSchema.parse(
      (await importAs(teacher, zipFixture('canvas-main'))).body.data,
    );
    const id = imported.course.id;
    const expected = {
      student: 403,
      teacher: 200,
      admin: 200,
      superuser: 200,
      university_admin: 200,
    } as const;
    for (const role of ROLES) {
      const response = await (await as(role)).call('GET', `/api/v1/courses/${id}/export`);
      expect(response.status, role).toBe(expected[role]);
    }
    const exported = await fetch(`${server.baseUrl}/api/v1/courses/${id}/export`, {
      headers: { cookie: teacher.cookie ?? '' },
    });
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/);
    const archive = new Uint8Array(await exported.arrayBuffer());

    const again = courseImportResponseSchema.parse((await importAs(teacher, archive)).body.data);
    expect(again.source).toBe('course-archive');
    const [first, second] = await Promise.all(
      [id, again.course.id].map(
        async (courseId) =>
          (await teacher.call('GET', `/api/v1/courses/${courseId}/authoring`)).body.data,
      ),
    );
    expect(second.title).toBe(first.title);
    expect(second.modules.map((module: { title: string }) => module.title)).toEqual(
      first.modules.map((module: { title: string }) => module.title),
    );
  });

  it("refuses a colleague's course (403) and another university's (404)", async () => {
    const teacher = await as('teacher');
    const { course } = courseImportResponseSchema.parse(
      (await importAs(teacher, zipFixture('canvas-main'))).body.data,
    );
    const colleague = await signedIn('second.teacher@demo.edu');
    const refused = await colleague.call('GET', `/api/v1/courses/${course.id}/export`);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: COURSE_EDIT_FORBIDDEN_MESSAGE },
    });
    const northbridge = await signedIn('nick.teacher@northbridge.example.edu');
    expect((await northbridge.call('GET', `/api/v1/courses/${course.id}/export`)).status).toBe(404);
  });
});
