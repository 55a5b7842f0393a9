import { allCourses, sampleInstructors, type Instructor } from '@lp/contract';
import type { CarouselCourse } from '../course-carousel-section';
import type { TeacherProfileProps } from './teacher-profile';

// Sample props for stories and tests, from the contract's samples. The app fills the same
// props from GET /instructors/:id, the teacher's courses and its typed path builders.

/** Dr. Sarah Chen: 15,420 students (shown as 15.4K). */
export const sampleTeacher: Instructor = sampleInstructors[0]!;

/** Dr. Amara Okafor: 950 students (shown as 950). */
export const sampleTeacherUnderAThousand: Instructor = sampleInstructors[2]!;

const extraTitles = [
  'Threat Hunting With Machine Learning',
  'Adversarial Attacks Explained',
  'Secure Model Deployment',
  'Incident Response Automation',
  'Privacy-Preserving Analytics',
  'Security Data Engineering',
  'Detection Engineering Lab',
  'Red Team Fundamentals',
  'Zero Trust Architecture',
];

/** Twelve courses: the three samples and nine more, more than the carousel's 8. */
export function manyTeacherCourses(): CarouselCourse[] {
  const base = allCourses();
  const extra = extraTitles.map((title, i): CarouselCourse => {
    const from = base[i % base.length]!;
    return { ...from, id: `teacher-course-${i + 1}`, title, enrolled: false, progress: 0 };
  });
  return [...base, ...extra];
}

export const sampleTeacherCourseHref = (courseId: string) =>
  `/course/${encodeURIComponent(courseId)}`;

/** Every prop of TeacherProfile from the samples, ready. */
export function sampleTeacherProfileProps(): TeacherProfileProps {
  return {
    status: 'ready',
    instructor: sampleTeacher,
    courses: allCourses(),
    courseHref: sampleTeacherCourseHref,
    backHref: '/dashboard',
  };
}
