export { ProgramPage, defaultProgramPageTexts, useProgramPageTexts } from './program-page';
export type {
  ProgramPageProps,
  ProgramPageTexts,
  ProgramPageStatus,
  ProgramPageData,
  ProgramHighlightsData,
} from './program-page';
export {
  ProgramSchedule,
  defaultProgramScheduleTexts,
  useProgramScheduleTexts,
} from './program-schedule';
export type { ProgramScheduleProps, ProgramScheduleTexts } from './program-schedule';
export {
  ProgramCourseCard,
  defaultProgramCourseCardTexts,
  useProgramCourseCardTexts,
} from './program-course-card';
export type {
  ProgramCourseCardProps,
  ProgramCourseCardTexts,
  ProgramPageCourse,
} from './program-course-card';
