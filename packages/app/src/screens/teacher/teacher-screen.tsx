import { TeacherProfile } from '@lp/patterns';
import { useParams } from 'react-router-dom';
import { useCourses } from '../../data/courses';
import { instructorResource, learningPaths } from '../../data/learning';
import { pageStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';

/** /teacher/:teacherId (spec 2 §2.6): the profile and the teacher's courses, in their order. */
export default function TeacherScreen() {
  const teacherId = useParams().teacherId ?? '';
  const teacher = instructorResource.useData(learningPaths.instructor(teacherId));
  const catalogue = useCourses();
  const courses = (teacher.data?.courses ?? []).flatMap(
    (id) => catalogue.data?.find((course) => course.id === id) ?? [],
  );
  return (
    <TeacherProfile
      status={pageStatus(teacher)}
      instructor={teacher.data}
      courses={courses}
      courseHref={(id) => paths.course(id)}
      backHref={paths.dashboard()}
      onRetry={() => void teacher.mutate()}
    />
  );
}
