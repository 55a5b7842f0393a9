import { describe, expect, it } from 'vitest';
import { courseArchiveManifestSchema } from './course-archive';

const minimal = {
  format: 'lp-course-archive',
  version: 1,
  course: { title: 'Chemistry', language: 'en' },
  modules: [
    {
      id: 'm1',
      title: 'Acids',
      lessons: [
        { id: 'l1', title: 'Reading', type: 'text', file: 'lessons/1-1-l1.md', duration: 5 },
      ],
    },
  ],
};

describe('course archive manifest', () => {
  it('refuses a control character in any text of the manifest, naming where, but keeps tabs and line breaks', () => {
    const withTranscriptTitle = (title: string) => ({
      ...minimal,
      modules: [
        {
          ...minimal.modules[0],
          lessons: [
            {
              id: 'l2',
              title: 'Watch',
              type: 'video',
              content: 'https://www.youtube.com/watch?v=abc',
              duration: 5,
              transcript: { file: 'transcripts/l2.vtt', title },
            },
          ],
        },
      ],
    });
    const refused = courseArchiveManifestSchema.safeParse(withTranscriptTitle('Cut\u0000short'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'modules.0.lessons.0.transcript.title must not contain control characters.',
    ]);
    expect(
      courseArchiveManifestSchema.safeParse({
        ...minimal,
        course: { ...minimal.course, description: 'Acids\n\tand bases\r\n' },
      }).success,
    ).toBe(true);
  });

  it('fills in the documented defaults', () => {
    const manifest = courseArchiveManifestSchema.parse(minimal);
    expect(manifest.course).toEqual({
      title: 'Chemistry',
      description: '',
      category: 'General',
      difficultyLevel: 'BEGINNER',
      estimatedDurationHours: 0,
      language: 'en',
      image: null,
    });
    expect(manifest.modules[0]!.lessons[0]).toMatchObject({ summary: [], aiReplies: {} });
  });

  it.each([
    ['another format', { ...minimal, format: 'scorm' }],
    ['a version it does not know', { ...minimal, version: 2 }],
    ['a lesson file outside the archive', withLessonFile('../../etc/passwd')],
    ['an absolute lesson file', withLessonFile('/etc/passwd')],
    ['a backslash path', withLessonFile('lessons\\1.md')],
    ['an id that is not URL-safe', { ...minimal, modules: [{ ...minimal.modules[0], id: 'a/b' }] }],
  ])('refuses %s', (_name, manifest) => {
    expect(courseArchiveManifestSchema.safeParse(manifest).success).toBe(false);
  });
});

function withLessonFile(file: string) {
  const [module] = minimal.modules;
  return { ...minimal, modules: [{ ...module, lessons: [{ ...module!.lessons[0], file }] }] };
}
