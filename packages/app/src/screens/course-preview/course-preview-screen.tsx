import { toDisplayCourse } from '@lp/contract';
import { CoursePreview } from '@lp/patterns';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCourse } from '../../data/course-detail';
import { useCourses } from '../../data/courses';
import { useEnroll } from '../../data/enrollment';
import { instructorListResource, learningPaths } from '../../data/learning';
import { pageStatus } from '../../data/page-status';
import { stableRandom } from '../../data/stable-random';
import { paths } from '../../routes/paths';

/** /course/:courseId/preview (spec 2 §2.6): the course page, with real enrolment. */
export default function CoursePreviewScreen() {
  const courseId = useParams().courseId ?? '';
  const navigate = useNavigate();
  const course = useCourse(courseId);
  const catalogue = useCourses();
  const instructors = instructorListResource.useData(learningPaths.instructors);
  const { enroll, enrolling, error: enrollError } = useEnroll(courseId);

  const display = useMemo(
    () =>
      course.data
        ? {
            ...toDisplayCourse(course.data, stableRandom(course.data.id)),
            modules: course.data.modules,
          }
        : null,
    [course.data],
  );
  const instructor = instructors.data?.find((person) => person.courses.includes(courseId));
  const startHref = paths.courseFirstLesson(courseId);

  return (
    <CoursePreview
      status={pageStatus(course)}
      course={display}
      instructor={instructor ?? null}
      instructorHref={instructor ? paths.teacher(instructor.id) : undefined}
      recommended={catalogue.data ?? []}
      courseHref={(id) => paths.coursePreview(id)}
      startHref={startHref}
      onEnroll={() => void enroll().then((done) => done && navigate(startHref))}
      enrolling={enrolling}
      enrollError={enrollError}
      onRetry={() => void course.mutate()}
      backHref={paths.dashboard()}
    />
  );
}
