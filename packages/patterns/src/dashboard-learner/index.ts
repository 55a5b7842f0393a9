export {
  DashboardLearner,
  defaultDashboardLearnerTexts,
  useDashboardLearnerTexts,
} from './dashboard-learner';
export type {
  DashboardLearnerProps,
  DashboardLearnerTexts,
  DashboardCourse,
} from './dashboard-learner';
export { DashboardLearnerSkeleton } from './dashboard-learner-skeleton';
export type { DashboardLearnerSkeletonProps } from './dashboard-learner-skeleton';
