import { toDisplayCourse } from '@lp/contract';
import { MyCoursesPage, myCoursesTabs, type MyCoursesTab } from '@lp/patterns';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { catalogPaths, myCoursesResource } from '../../data/catalog';
import { learningPaths, programResource } from '../../data/learning';
import { loadStatus, pageStatus, type PageStatus } from '../../data/page-status';
import { stableRandom } from '../../data/stable-random';
import { paths, withQuery } from '../../routes/paths';

const isTab = (value: string | null): value is MyCoursesTab =>
  myCoursesTabs.some((tab) => tab === value);

/**
 * /courses (issue 32): My Courses, the learner's enrolments in two lists kept in the address
 * (`?tab=completed`; In progress without it). `?program={id}` narrows them to that program's
 * courses; a program that does not exist says so and shows every course.
 */
export default function CoursesScreen() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const activeTab: MyCoursesTab = isTab(requested) ? requested : 'in-progress';
  const programId = params.get('program') || null;
  const mine = myCoursesResource.useData(catalogPaths.mine);
  const program = programResource.useData(programId ? learningPaths.program(programId) : null);
  const programState = programId ? pageStatus(program) : 'ready';

  const here = (tab: MyCoursesTab, withProgram: boolean) =>
    withQuery(paths.courses(), {
      ...(tab === 'completed' ? { tab } : {}),
      ...(withProgram && programId ? { program: programId } : {}),
    });
  const inProgram = program.data && programState === 'ready' ? program.data.courses : null;
  const list = mine.data;
  const courses = useMemo(
    () =>
      (list ?? [])
        .filter((course) => inProgram === null || inProgram.includes(course.id))
        .map((course) => ({
          ...toDisplayCourse(course, stableRandom(course.id)),
          completedLessons: course.completedLessons,
          totalLessons: course.totalLessons,
          completedAt: course.completedAt,
          continueHref: course.nextLessonId ? paths.lesson(course.id, course.nextLessonId) : null,
        })),
    [list, inProgram],
  );
  const status =
    programState === 'error' ? 'error' : programState === 'loading' ? 'loading' : loadStatus(mine);

  return (
    <MyCoursesPage
      status={status}
      courses={courses}
      activeTab={activeTab}
      tabHref={(tab) => here(tab, true)}
      courseHref={(id) => paths.coursePreview(id)}
      openCourseHref={(id) => paths.course(id)}
      catalogHref={paths.catalog()}
      program={programNote(
        programId,
        inProgram && program.data,
        programState,
        here(activeTab, false),
      )}
      onRetry={() => {
        void mine.mutate();
        if (programId) void program.mutate();
      }}
    />
  );
}

/** The line about `?program=`: the program's title, or that it does not exist; both lead back to all. */
function programNote(
  programId: string | null,
  program: { title: string } | null | undefined,
  state: PageStatus,
  allHref: string,
) {
  if (programId === null) return null;
  if (program) return { title: program.title, allHref };
  return state === 'not-found' ? { missing: true as const, allHref } : null;
}
