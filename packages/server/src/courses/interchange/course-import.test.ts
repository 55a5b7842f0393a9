import { describe, expect, it } from 'vitest';
import { sampleCourses } from '@lp/contract';
import { strToU8, zipSync } from 'fflate';
import { exportCourseArchive } from './course-archive';
import { importCourseFile, NOT_A_COURSE_FILE_MESSAGE } from './course-import';
import { zipFixture } from './fixture-zip';
import { InterchangeError } from './interchange-error';

describe('importing an uploaded course file', () => {
  it('reads our own archive as a course archive', () => {
    const sample = sampleCourses[1]!;
    const archive = exportCourseArchive({
      title: sample.title,
      description: sample.description,
      category: sample.category,
      difficultyLevel: 'BEGINNER',
      estimatedDurationHours: 4,
      language: 'en',
      modules: sample.modules,
      transcripts: [],
    });
    const imported = importCourseFile(archive);
    expect(imported.source).toBe('course-archive');
    expect(imported.course.title).toBe(sample.title);
  });

  it('reads a Common Cartridge as one, with no transcripts', () => {
    const imported = importCourseFile(zipFixture('ally-workshop'));
    expect(imported.source).toBe('common-cartridge');
    expect(imported.course.title).toBe('Ally: Accessibility Workshop');
    expect(imported.transcripts).toEqual([]);
  });

  it('refuses a zip that is neither', () => {
    expect(() => importCourseFile(zipSync({ 'notes.txt': strToU8('hello') }))).toThrow(
      new InterchangeError(NOT_A_COURSE_FILE_MESSAGE, 400),
    );
  });
});
