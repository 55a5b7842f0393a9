import {
  allCourses,
  catalogueCourses,
  sampleDemoEnrollments,
  sampleLearningProgress,
  sampleLiveEvents,
  sampleProgram,
} from '@lp/contract';
import { sampleCoursePreviewHref } from '../dashboard-learner/dashboard-learner.samples';
import { samplePaths } from '../samples/paths.samples';
import type { MyLearningCourse, MyLearningPageProps } from './my-learning-page';
import type { MyLearningProgram } from './program-card';

// Sample props for the learning page's stories and tests, from the contract's samples. The app
// fills the same props from the server and its typed path builders.

export const sampleProgramHref = (programId: string) =>
  `/program/${encodeURIComponent(programId)}/preview`;

/**
 * The twelve catalogue courses as the demo learner sees them: the six of the event program
 * enrolled (four done, spec 2 §9), the other six recommended.
 */
export function sampleMyLearningCourses(): MyLearningCourse[] {
  return [...allCourses(), ...catalogueCourses].map((course) => {
    const enrolment = sampleDemoEnrollments.find((entry) => entry.courseId === course.id);
    return enrolment
      ? { ...course, enrolled: true, progress: enrolment.progress }
      : { ...course, enrolled: false, progress: 0 };
  });
}

/** The sample program, and a second one so the grid has more than one card. */
export const sampleMyLearningPrograms: MyLearningProgram[] = [
  sampleProgram,
  {
    id: 'data-literacy',
    title: 'Data Literacy for Everyone',
    tagline: 'Read, question and present data with confidence',
    heroImage: '/samples/programs/data-literacy.webp',
    stats: { courseCount: 4, eventCount: 2, totalDurationHours: 12 },
  },
];

/** Every prop of MyLearningPage from the samples, except the callbacks. */
export function sampleMyLearningProps(): Omit<
  MyLearningPageProps,
  'onTabChange' | 'onRetryCourses' | 'onRetryPrograms'
> {
  return {
    activeTab: 'dashboard',
    coursesStatus: 'ready',
    courses: sampleMyLearningCourses(),
    programsStatus: 'ready',
    programs: sampleMyLearningPrograms,
    liveEvents: [...sampleLiveEvents],
    learningProgress: sampleLearningProgress,
    courseHref: sampleCoursePreviewHref,
    programHref: sampleProgramHref,
    liveHref: samplePaths.live,
    catalogHref: samplePaths.courses,
  };
}
