import { ProgramPage } from '@lp/patterns';
import { useParams } from 'react-router-dom';
import { learningPaths, programResource } from '../../data/learning';
import { pageStatus } from '../../data/page-status';
import { useProgramCourses } from '../../data/program-courses';
import { paths } from '../../routes/paths';

/** /program/:programId/preview (spec 2 §2.5): the program, its courses and its live schedule. */
export default function ProgramScreen() {
  const programId = useParams().programId ?? '';
  const program = programResource.useData(learningPaths.program(programId));
  const courses = useProgramCourses(program.data?.courses);
  return (
    <ProgramPage
      status={pageStatus(program)}
      program={program.data}
      courses={courses.data ?? []}
      viewProgramHref={paths.program(programId)}
      courseHref={(id) => paths.coursePreview(id)}
      instructorHref={(id) => paths.teacher(id)}
      backHref={paths.dashboard()}
      onRetry={() => void program.mutate()}
    />
  );
}
