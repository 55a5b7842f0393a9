import { messageCodeOf } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleCourses, sampleTranscript, type Lesson, type Transcript } from '@lp/contract';
import {
  courseArchiveManifestSchema,
  createCourseRequestSchema,
  difficultyLevels,
  type CourseDetail,
} from '@lp/contract/api';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { exportCourseArchive, readCourseArchive } from './course-archive';
import {
  BAD_COURSE_ARCHIVE_MESSAGE,
  InterchangeError,
  NOT_A_COURSE_ARCHIVE_MESSAGE,
} from './interchange-error';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function detailOf(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const sample = sampleCourses[0]!;
  return {
    id: 'course-1',
    title: sample.title,
    description: sample.description,
    createdByName: 'Ada Teacher',
    estimatedDurationHours: 12,
    difficultyLevel: 'INTERMEDIATE',
    category: sample.category,
    imageUrl: '/api/v1/courses/course-1/image?v=1',
    isPublished: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    language: 'en',
    enrollment: null,
    modules: sample.modules,
    transcripts: [sampleTranscript],
    ...overrides,
  };
}

/** What an import must give back: the teacher's course, as a draft, without learner state. */
function expectedModules(
  detail: CourseDetail,
  transcriptIdOf: (moduleId: string, lesson: Lesson) => string | undefined,
) {
  return detail.modules.map((module) => ({
    ...module,
    lessons: module.lessons.map((lesson, order) => {
      const { transcriptId: _dropped, ...rest } = lesson;
      const transcriptId = transcriptIdOf(module.id, lesson);
      return {
        ...rest,
        order,
        completed: false,
        isCompleted: false,
        ...(transcriptId ? { transcriptId } : {}),
      };
    }),
  }));
}

function expectSameCourse(detail: CourseDetail, bytes: Uint8Array) {
  const imported = readCourseArchive(bytes);
  // Lesson ids are unique within their module only: the new transcript ids by module and lesson.
  const newTranscriptIds = new Map<string, string | undefined>();
  for (const module of imported.course.modules ?? []) {
    for (const lesson of module.lessons)
      newTranscriptIds.set(`${module.id}/${lesson.id}`, lesson.transcriptId);
  }
  const originalTranscripts = new Map(detail.transcripts.map((t) => [t.id, t]));
  expect(imported.course).toEqual({
    title: detail.title,
    description: detail.description,
    category: detail.category,
    difficultyLevel: detail.difficultyLevel,
    estimatedDurationHours: detail.estimatedDurationHours,
    language: detail.language,
    imageUrl: null,
    isPublished: false,
    isShared: false,
    modules: expectedModules(detail, (moduleId, lesson) =>
      lesson.transcriptId && originalTranscripts.has(lesson.transcriptId)
        ? newTranscriptIds.get(`${moduleId}/${lesson.id}`)
        : undefined,
    ),
  });
  // Each transcript comes back whole, under the new id its lesson now points to.
  for (const module of detail.modules) {
    for (const lesson of module.lessons) {
      const original = lesson.transcriptId
        ? originalTranscripts.get(lesson.transcriptId)
        : undefined;
      if (!original) continue;
      const newId = newTranscriptIds.get(`${module.id}/${lesson.id}`);
      expect(newId).not.toBe(original.id);
      expect(imported.transcripts.find((t) => t.id === newId)).toEqual({ ...original, id: newId });
    }
  }
  expect(imported.report.skipped).toEqual([]);
  expect(createCourseRequestSchema.safeParse(imported.course).success).toBe(true);
  return imported;
}

describe('course archive', () => {
  it('writes the documented layout: course.json, Markdown lessons, WebVTT transcripts, the cover', () => {
    const detail = detailOf();
    const files = unzipSync(
      exportCourseArchive(detail, { image: { bytes: PNG, mimeType: 'image/png' } }),
    );
    const manifest = courseArchiveManifestSchema.parse(
      JSON.parse(strFromU8(files['course.json']!)),
    );
    expect(manifest.format).toBe('lp-course-archive');
    expect(manifest.version).toBe(1);
    expect(manifest.course.image).toBe('assets/cover.png');
    expect(files['assets/cover.png']).toEqual(PNG);

    const textLesson = detail.modules[0]!.lessons.findIndex((lesson) => lesson.type === 'text');
    const lesson = detail.modules[0]!.lessons[textLesson]!;
    const file = `lessons/1-${textLesson + 1}-${lesson.id}.md`;
    expect(manifest.modules[0]!.lessons[textLesson]!.file).toBe(file);
    expect(strFromU8(files[file]!)).toBe(lesson.content);

    const videoModule = detail.modules.findIndex((m) => m.lessons.some((l) => l.transcriptId));
    const videoLesson = detail.modules[videoModule]!.lessons.findIndex((l) => l.transcriptId);
    const video = detail.modules[videoModule]!.lessons[videoLesson]!;
    const vtt = `transcripts/${videoModule + 1}-${videoLesson + 1}-${video.id}.vtt`;
    expect(manifest.modules[videoModule]!.lessons[videoLesson]!.transcript?.file).toBe(vtt);
    expect(strFromU8(files[vtt]!)).toMatch(/^WEBVTT\n/);
    const quiz = manifest.modules.flatMap((m) => m.lessons).find((l) => l.type === 'quiz')!;
    expect(typeof quiz.content).toBe('object');
  });

  it('gives back the sample course as a draft, with its transcript and cover image', () => {
    const detail = detailOf();
    const imported = expectSameCourse(
      detail,
      exportCourseArchive(detail, { image: { bytes: PNG, mimeType: 'image/png' } }),
    );
    expect(imported.image).toEqual({ bytes: PNG, mimeType: 'image/png' });
    expect(imported.report.imported).toBe(detail.modules.flatMap((m) => m.lessons).length);
  });

  it('gives back any course: export then import is the identity, modulo transcript ids and learner state', () => {
    fc.assert(
      fc.property(
        courseDetailArbitrary(),
        (detail) => void expectSameCourse(detail, exportCourseArchive(detail)),
      ),
      {
        numRuns: 60,
      },
    );
  });

  it('refuses a zip without course.json, and a course.json that is not the manifest', () => {
    const refusal = (files: Record<string, Uint8Array>) => {
      try {
        readCourseArchive(zipSync(files));
      } catch (error) {
        return error instanceof InterchangeError ? [error.status, error.message] : error;
      }
      return 'accepted';
    };
    expect(refusal({ 'readme.txt': strToU8('hi') })).toEqual([400, NOT_A_COURSE_ARCHIVE_MESSAGE]);
    expect(refusal({ 'course.json': strToU8('{nope') })).toEqual([400, BAD_COURSE_ARCHIVE_MESSAGE]);
    expect(refusal({ 'course.json': strToU8('{"format":"other","version":1}') })).toEqual([
      400,
      BAD_COURSE_ARCHIVE_MESSAGE,
    ]);
  });

  it('names the field of a control character or a lone surrogate in one coded refusal (issue 34)', () => {
    const withTitle = (title: string) => {
      const files = unzipSync(exportCourseArchive(detailOf({ transcripts: [] })));
      const manifest = JSON.parse(strFromU8(files['course.json']!)) as {
        course: { title: string };
      };
      manifest.course.title = title;
      files['course.json'] = strToU8(JSON.stringify(manifest));
      try {
        readCourseArchive(zipSync(files));
      } catch (error) {
        if (error instanceof InterchangeError) return error.message;
      }
      return 'accepted';
    };
    const control = withTitle('Tidal\u0000Flats');
    expect(control).toBe(
      `${BAD_COURSE_ARCHIVE_MESSAGE} course.title must not contain control characters.`,
    );
    expect(messageCodeOf(control)).toEqual({
      code: 'api-course-answers.importBadCourseArchiveControl',
      values: { field: 'course.title' },
    });
    const malformed = withTitle('Tidal\ud800Flats');
    expect(malformed).toBe(
      `${BAD_COURSE_ARCHIVE_MESSAGE} course.title must be well-formed Unicode text.`,
    );
    expect(messageCodeOf(malformed)).toEqual({
      code: 'api-course-answers.importBadCourseArchiveMalformed',
      values: { field: 'course.title' },
    });
  });

  it('reports a text lesson whose Markdown file is missing instead of importing an empty lesson', () => {
    const detail = detailOf({ transcripts: [] });
    const files = unzipSync(exportCourseArchive(detail));
    const missing = Object.keys(files).find((name) => name.startsWith('lessons/'))!;
    delete files[missing];
    const imported = readCourseArchive(zipSync(files));
    expect(imported.report.skipped).toEqual([
      expect.objectContaining({
        kind: 'Lesson',
        kindCode: { code: 'api-course-import.kindLesson' },
        reason: `Its file ${missing} is missing from the archive.`,
        reasonCode: {
          code: 'api-course-import.reasonArchiveFileMissing',
          values: { path: missing },
        },
      }),
    ]);
  });
});

// Arbitraries: text as a teacher's form leaves it (trimmed where the contract trims).
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const line = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  // eslint-disable-next-line no-control-regex -- one-line fields hold no control characters
  .map((text) => text.replace(/[\u0000-\u001f\u007f]/g, '').trim())
  .filter((text) => text.length > 0);
const paragraph = fc
  .string({ unit: 'grapheme', maxLength: 200 })
  // eslint-disable-next-line no-control-regex -- multi-line text keeps only tab and line breaks
  .map((text) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));

const simpleQuiz = fc.record({
  id,
  questions: fc.array(
    fc.record({
      text: line,
      type: fc.constantFrom('mcq' as const, 'multiple' as const),
      options: fc.array(line, { minLength: 2, maxLength: 4 }),
      correctAnswer: fc.oneof(fc.nat(3), fc.array(fc.nat(3), { maxLength: 3 })),
      feedback: fc.record({ correct: paragraph, incorrect: paragraph }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

// A caption's text is one line with single spaces (WebVTT folds whitespace), and a speaker
// name has no markup characters: the contract's WebVTT writer leaves them out.
const cueLine = line
  .map((text) => text.replace(/\s+/g, ' ').trim())
  .filter((text) => text.length > 0);
const speaker = cueLine
  .map((text) => text.replace(/[<>&]/g, '').trim())
  .filter((text) => text.length > 0);

const segment = fc
  .record({
    id: fc.stringMatching(/^seg-[a-z0-9]{1,6}$/),
    start: fc.nat(3_600_000),
    length: fc.nat(60_000),
    text: cueLine,
    speaker,
    confidence: fc.nat(100),
    keywords: fc.array(line, { maxLength: 3 }),
    importance: fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
    category: fc.constantFrom(
      'concept' as const,
      'example' as const,
      'definition' as const,
      'instruction' as const,
    ),
  })
  .map(({ start, length, confidence, ...rest }) => ({
    ...rest,
    startTime: start / 1000,
    endTime: (start + length) / 1000,
    confidence: confidence / 100,
  }));

// Lesson ids come from a small set, so two modules often share one (ids are unique per module).
const lessonId = fc.constantFrom('intro', 'video', 'quiz', 'l-1', 'l-2', 'l-3');

function lessonArbitrary(moduleId: string) {
  const base = {
    id: lessonId,
    title: line,
    duration: fc.oneof(line, fc.nat(600)),
    order: fc.nat(20),
    completed: fc.boolean(),
    isCompleted: fc.boolean(),
    description: paragraph,
    summary: fc.array(line, { maxLength: 3 }),
    reflectionQuestions: fc.array(line, { maxLength: 2 }),
    aiReplies: fc.dictionary(line, paragraph, { maxKeys: 2 }),
    // toEqual treats an undefined thumbnail as an absent one, as the archive writes it.
    thumbnail: fc.option(line, { nil: undefined }),
  };
  return fc
    .oneof(
      fc.record({ ...base, type: fc.constant('text' as const), content: paragraph }),
      fc.record({ ...base, type: fc.constant('quiz' as const), content: simpleQuiz }),
      fc.record({
        ...base,
        type: fc.constant('video' as const),
        content: fc.constant('https://www.youtube.com/embed/dQw4w9WgXcQ'),
        transcript: fc.option(
          fc.record({
            title: paragraph,
            segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
          }),
          {
            nil: undefined,
          },
        ),
      }),
    )
    .map((lesson) => ({ ...lesson, moduleId }));
}

function courseDetailArbitrary(): fc.Arbitrary<CourseDetail> {
  const modules = fc.uniqueArray(id, { maxLength: 3 }).chain((moduleIds) =>
    fc.tuple(
      ...moduleIds.map((moduleId) =>
        fc.record({
          id: fc.constant(moduleId),
          title: line,
          description: paragraph,
          totalDuration: line,
          lessons: fc.uniqueArray(lessonArbitrary(moduleId), {
            maxLength: 4,
            selector: (lesson) => lesson.id,
          }),
        }),
      ),
    ),
  );
  return fc
    .record({
      title: line,
      description: paragraph,
      category: line,
      difficultyLevel: fc.constantFrom(...difficultyLevels),
      estimatedDurationHours: fc.nat(10_000),
      language: fc.constantFrom('en', 'fr', 'pt-br'),
      modules,
    })
    .map(({ modules: generated, ...course }) => {
      const transcripts: Transcript[] = [];
      const withLessons = generated.map((module) => ({
        ...module,
        lessons: module.lessons.map(({ moduleId: _moduleId, ...lesson }) => {
          if (!('transcript' in lesson)) return lesson as Lesson;
          const { transcript, ...video } = lesson;
          if (!transcript) return video as Lesson;
          const transcriptId = `transcript-${module.id}-${video.id}`;
          transcripts.push({ id: transcriptId, ...transcript });
          return { ...video, transcriptId } as Lesson;
        }),
      }));
      return {
        ...course,
        id: 'course-x',
        createdByName: 'Ada',
        imageUrl: null,
        isPublished: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        enrollment: null,
        modules: withLessons,
        transcripts,
      };
    });
}
