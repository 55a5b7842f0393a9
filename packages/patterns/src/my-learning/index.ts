export {
  MyLearningPage,
  defaultMyLearningTexts,
  useMyLearningTexts,
  myLearningTabs,
} from './my-learning-page';
export type {
  MyLearningPageProps,
  MyLearningTexts,
  MyLearningTab,
  MyLearningStatus,
  MyLearningCourse,
} from './my-learning-page';
export { LearningOverviewCard, defaultLearningOverviewTexts } from './learning-overview-card';
export type { LearningOverviewCardProps, LearningOverviewTexts } from './learning-overview-card';
export { ProgramCard, defaultProgramCardTexts } from './program-card';
export type { ProgramCardProps, ProgramCardTexts, MyLearningProgram } from './program-card';
export { EnrolledCourseCard, defaultEnrolledCourseCardTexts } from './enrolled-course-card';
export type { EnrolledCourseCardProps, EnrolledCourseCardTexts } from './enrolled-course-card';
