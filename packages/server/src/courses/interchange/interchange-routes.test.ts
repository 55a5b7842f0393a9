import { COURSE_EDIT_FORBIDDEN_MESSAGE, courseImportResponseSchema } from '@lp/contract/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../auth/users';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { startTestServer, Visitor, type TestServer } from '../../testing/test-server';
import { zipFixture } from './fixture-zip';
import { NOT_A_COURSE_FILE_MESSAGE } from './course-import';
import { BAD_COURSE_ARCHIVE_MESSAGE, NOT_A_ZIP_MESSAGE } from './interchange-error';
import { IMPORT_NOT_MULTIPART_MESSAGE } from './interchange-routes';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
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

  it('codes the report’s kinds and reasons, so the app shows them in its language (issue 34)', async () => {
    const response = await importAs(await as('teacher'), zipFixture('canvas-main'));
    const { report } = courseImportResponseSchema.parse(response.body.data);
    expect(report.skipped).toContainEqual({
      title: 'Discussion',
      kind: 'Discussion topic',
      kindCode: { code: 'api-course-import.kindDiscussionTopic' },
      reason: 'Discussion topics are not imported.',
      reasonCode: { code: 'api-course-import.reasonDiscussionTopic' },
    });
    expect(
      report.skipped.every((item) => item.reasonCode?.code.startsWith('api-course-import.')),
    ).toBe(true);
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
    expect(notZip).toMatchObject({
      status: 415,
      body: { message: NOT_A_ZIP_MESSAGE, code: 'api-course-answers.importNotZip' },
    });
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
    // The database refuses this transcript (a trigger of the test's own): its insert fails
    // after the course, its modules and its lessons were written.
    await sql`
      create function refuse_cut_short() returns trigger language plpgsql as $$
      begin
        if new.title = 'Cut short' then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_cut_short before insert on transcripts
      for each row execute function refuse_cut_short()`.execute(db);
    const response = await importAs(
      await as('teacher'),
      archiveWithTranscript('Half an import', 'Cut short'),
    ).finally(async () => {
      await sql`drop trigger refuse_cut_short on transcripts`.execute(db);
      await sql`drop function refuse_cut_short`.execute(db);
    });
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

describe('POST /courses/import: the bad-input corpus, control characters', () => {
  // PostgreSQL refuses NUL in text: a file carrying one must be refused (400) or imported
  // without it, never answered with 500.
  const NUL = '\u0000';
  const archive = () => unzipSync(archiveWithTranscript('Tidal Flats', 'Tide talk'));
  type Manifest = {
    course: Record<string, unknown>;
    modules: { title: string; description: string; lessons: Record<string, unknown>[] }[];
  };
  /** Our own archive with its course.json edited. */
  function archiveWith(edit: (manifest: Manifest) => void) {
    const files = archive();
    const manifest = JSON.parse(strFromU8(files['course.json']!)) as Manifest;
    edit(manifest);
    files['course.json'] = strToU8(JSON.stringify(manifest));
    return zipSync(files);
  }
  const lesson = (manifest: Manifest) => manifest.modules[0]!.lessons[0]!;
  const videoLesson = (manifest: Manifest) =>
    manifest.modules.flatMap((module) => module.lessons).find((each) => each.transcript) as {
      transcript: { title: string; segments: { keywords: string[] }[] };
    };

  it.each([
    ['the course title', (m: Manifest) => (m.course.title = `Tidal${NUL}Flats`)],
    ['the course description', (m: Manifest) => (m.course.description = `Mud${NUL}flats`)],
    ['the course category', (m: Manifest) => (m.course.category = `Sci\u0007ence`)],
    ['a module title', (m: Manifest) => (m.modules[0]!.title = `Week${NUL}1`)],
    ['a module description', (m: Manifest) => (m.modules[0]!.description = `x${NUL}`)],
    ['a lesson title', (m: Manifest) => (lesson(m).title = `Intro${NUL}`)],
    ['a lesson description', (m: Manifest) => (lesson(m).description = `a\u001bb`)],
    ['a lesson summary', (m: Manifest) => (lesson(m).summary = [`one${NUL}`])],
    ['a transcript title', (m: Manifest) => (videoLesson(m).transcript.title = `Tide${NUL}talk`)],
    [
      'a transcript keyword',
      (m: Manifest) => (videoLesson(m).transcript.segments[0]!.keywords = [`k${NUL}`]),
    ],
  ])('refuses a course archive with a control character in %s (400)', async (_, edit) => {
    const teacher = await as('teacher');
    const answer = await importAs(teacher, archiveWith(edit));
    expect(answer.status).toBe(400);
    // The manifest's own check, naming the field: the one fix to make.
    expect(answer.body.message).toMatch(
      new RegExp(`^${BAD_COURSE_ARCHIVE_MESSAGE} \\S+ must not contain control characters\\.$`),
    );
    // One coded message with the field as its value (issue 34), not two texts joined.
    expect(answer.body).toMatchObject({
      code: 'api-course-answers.importBadCourseArchiveControl',
      values: { field: expect.stringMatching(/^(course|modules)\./) },
    });
  });

  it('keeps tab and line breaks in a description', async () => {
    const teacher = await as('teacher');
    const answer = await importAs(
      teacher,
      archiveWith((m) => (m.course.description = 'Tides\n\tand dunes\r\n')),
    );
    expect(answer.status).toBe(201);
  });

  /** Our own archive with a NUL added to each of its files named `*<suffix>`. */
  function archiveWithNulIn(suffix: string) {
    const files = archive();
    for (const name of Object.keys(files).filter((path) => path.endsWith(suffix)))
      files[name] = strToU8(`${strFromU8(files[name]!)}${NUL}\n`);
    return zipSync(files);
  }

  it('refuses a NUL in a lesson file, naming the lesson (400)', async () => {
    const answer = await importAs(await as('teacher'), archiveWithNulIn('.md'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(
      /control characters.*\(modules\.0\.lessons\.\d+\.content\)/,
    );
  });

  it('imports a transcript file with a NUL without it', async () => {
    const teacher = await as('teacher');
    const answer = await importAs(teacher, archiveWithNulIn('.vtt'));
    expect(answer.status).toBe(201);
    await expectNoNul(teacher, answer.body.data.course.id);
  });

  /** The Canvas fixture with a NUL put into its manifest's titles and/or its pages. */
  const cartridgeWithNul = (where: { titles: boolean; pages: boolean }) =>
    zipFixture('canvas-main', (files) => {
      for (const [name, bytes] of Object.entries(files)) {
        if (!(bytes instanceof Uint8Array)) continue;
        const text = strFromU8(bytes);
        if (where.titles && name.endsWith('.xml'))
          files[name] = strToU8(
            text.replace(/<title>([^<]*)<\/title>/g, `<title>$1${NUL}</title>`),
          );
        else if (where.pages && name.endsWith('.html'))
          files[name] = strToU8(text.replace(/<body([^>]*)>/, `<body$1>${NUL}<p>a${NUL}b</p>`));
      }
    });

  it('imports a Common Cartridge whose pages hold NUL, without it', async () => {
    const teacher = await as('teacher');
    const answer = await importAs(teacher, cartridgeWithNul({ titles: false, pages: true }));
    expect(answer.status).toBe(201);
    await expectNoNul(teacher, answer.body.data.course.id);
  });

  it('refuses a Common Cartridge whose titles hold NUL, naming where (400)', async () => {
    const teacher = await as('teacher');
    const answer = await importAs(teacher, cartridgeWithNul({ titles: true, pages: true }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(
      /^The imported course is not valid: .*control characters.* \(modules\.0\.title\)\.$/,
    );
    expect(answer.body).toMatchObject({
      code: 'api-course-answers.importInvalidCourseAt',
      values: { problem: expect.stringContaining('control characters'), field: 'modules.0.title' },
    });
  });
});

/** The course as stored holds no NUL anywhere. */
async function expectNoNul(visitor: Visitor, courseId: string) {
  const stored = await visitor.call('GET', `/api/v1/courses/${courseId}/authoring`);
  expect(stored.status).toBe(200);
  expect(JSON.stringify(stored.body.data)).not.toContain('\\u0000');
}
