import { sampleCourses, sampleProgram, sampleProgramHighlights } from '@lp/contract';
import type { ProgramPageCourse } from './program-course-card';
import type { ProgramPageData, ProgramPageProps } from './program-page';

// Sample props for stories and tests, from the contract's samples. The app fills the same
// props from GET /programs/:id and its typed path builders.

/** Friday 18 July 2025, 10:00 Central: Thursday is over, Session 1 is live, the rest upcoming. */
export const SAMPLE_PROGRAM_NOW = Date.parse('2025-07-18T10:00:00-06:00');

/** The sample program with the spec's highlights: 3 Live Events, 8 Hours, 03 days, 08 live events. */
export const sampleProgramPageData: ProgramPageData = {
  ...sampleProgram,
  highlights: sampleProgramHighlights,
};

/** A program course without modules, for the panel's empty text. */
export const courseWithoutModules: ProgramPageCourse = {
  ...sampleCourses[2]!,
  id: 'course-orientation',
  title: 'Program Orientation',
  description: 'What to expect over the three days, and how to prepare.',
  modules: [],
};

/** The program's courses (the three samples) and one without modules. */
export const sampleProgramCourses: readonly ProgramPageCourse[] = [
  ...sampleCourses,
  courseWithoutModules,
];

export const sampleProgramHrefs = {
  viewProgramHref: `/program/${sampleProgram.id}/preview`,
  courseHref: (courseId: string) => `/course/${encodeURIComponent(courseId)}/preview`,
  instructorHref: (instructorId: string) => `/teacher/${encodeURIComponent(instructorId)}`,
  backHref: '/dashboard',
} as const;

/** Every prop of ProgramPage from the samples, ready, at SAMPLE_PROGRAM_NOW. */
export function sampleProgramPageProps(): ProgramPageProps {
  return {
    status: 'ready',
    program: sampleProgramPageData,
    courses: sampleProgramCourses,
    ...sampleProgramHrefs,
    now: SAMPLE_PROGRAM_NOW,
  };
}
