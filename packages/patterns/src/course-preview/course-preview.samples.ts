import { allCourses, catalogueCourses, sampleCourses, sampleInstructors } from '@lp/contract';
import { sampleCoursePreviewHref } from '../dashboard-learner/dashboard-learner.samples';
import { sampleLessonPath, samplePaths } from '../samples/paths.samples';
import type { CoursePreviewProps } from './course-preview';

// Sample props for the course page's stories and tests, from the contract's samples. The app
// fills the same props from the server and its typed path builders.

/** The teacher page's sample address (/teacher/{id}). */
export const sampleTeacherHref = (teacherId: string) => `/teacher/${encodeURIComponent(teacherId)}`;

/** Every prop of CoursePreview for the first sample course, except the callbacks. */
export function sampleCoursePreviewProps(): Omit<CoursePreviewProps, 'onEnroll' | 'onRetry'> {
  const course = sampleCourses[0]!;
  const instructor = sampleInstructors[0]!;
  return {
    status: 'ready',
    course,
    instructor,
    instructorHref: sampleTeacherHref(instructor.id),
    // Twelve courses, the shown one among them: eleven others, 8 of which show.
    recommended: [...allCourses(), ...catalogueCourses],
    courseHref: sampleCoursePreviewHref,
    startHref: sampleLessonPath(course.id, course.modules[0]!.lessons[0]!.id),
    backHref: samplePaths.dashboard,
  };
}
