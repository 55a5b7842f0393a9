import { useSessionUser } from '../../data/use-session';
import { dashboardResource, learningPaths } from '../../data/learning';
import { LearnerDashboardView } from './learner-dashboard-view';
import { TeacherDashboardView } from './teacher-dashboard-view';

/**
 * /dashboard (spec 2 §2.2): the server answers the variant the signed-in role gets (teacher:
 * analytics; everyone else: the learner's home). Until it answers, the role picks the skeleton.
 */
export default function DashboardScreen() {
  const { role } = useSessionUser();
  const dashboard = dashboardResource.useData(learningPaths.dashboard);
  const variant = dashboard.data?.variant ?? (role === 'teacher' ? 'teacher' : 'learner');
  return variant === 'teacher' ? (
    <TeacherDashboardView dashboard={dashboard} />
  ) : (
    <LearnerDashboardView dashboard={dashboard} />
  );
}
