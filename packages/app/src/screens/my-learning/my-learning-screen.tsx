import { MyLearningPage, myLearningTabs, type MyLearningTab } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { useCourses } from '../../data/courses';
import { dashboardResource, learningPaths, programListResource } from '../../data/learning';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';

const isTab = (value: string | null): value is MyLearningTab =>
  myLearningTabs.some((tab) => tab === value);

/**
 * /my-learning: the tabbed learning page of spec 2 §2.2 (the spec names no route; decision
 * 0011). The tab lives in `?tab=`, so each tab can be linked to and Back returns to the last.
 */
export default function MyLearningScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const activeTab: MyLearningTab = isTab(requested) ? requested : 'dashboard';
  const courses = useCourses();
  const programs = programListResource.useData(learningPaths.programs);
  const dashboard = dashboardResource.useData(learningPaths.dashboard);
  const learningProgress =
    dashboard.data?.variant === 'learner' ? dashboard.data.learningProgress : null;

  return (
    <MyLearningPage
      activeTab={activeTab}
      onTabChange={(tab) => setParams(tab === 'dashboard' ? {} : { tab })}
      coursesStatus={loadStatus(courses)}
      courses={courses.data ?? []}
      onRetryCourses={() => void courses.mutate()}
      programsStatus={loadStatus(programs)}
      programs={programs.data ?? []}
      onRetryPrograms={() => void programs.mutate()}
      liveEvents={(programs.data ?? []).flatMap((program) => program.liveEvents)}
      learningProgress={learningProgress}
      courseHref={(id) => paths.coursePreview(id)}
      programHref={(id) => paths.program(id)}
      liveHref={paths.live()}
      catalogHref={paths.catalog()}
    />
  );
}
