export { CourseBuilderPage } from './course-builder-page';
export type { CourseBuilderPageProps } from './course-builder-page';
export { CourseBuilderList } from './course-builder-list';
export type { CourseBuilderListProps, BuilderCourseSummary } from './course-builder-list';
export { CourseDetailsForm, COURSE_IMAGE_ACCEPT, courseLevelCodes } from './course-details-form';
export type { CourseDetailsFormProps } from './course-details-form';
export { CourseStructureEditor } from './course-structure-editor';
export type { CourseStructureEditorProps } from './course-structure-editor';
export { LessonEditor } from './lesson-editor';
export type { LessonEditorProps } from './lesson-editor';
export { SaveStatus } from './save-status';
export type { SaveStatusProps, SaveState } from './save-status';
export { ConflictDialog } from './conflict-dialog';
export type { ConflictDialogProps, ConflictChoice } from './conflict-dialog';
export {
  defaultCourseBuilderTexts,
  courseBuilderTexts,
  useCourseBuilderTexts,
  builderLessonTypes,
} from './course-builder-texts';
export type { CourseBuilderTexts, BuilderLessonType } from './course-builder-texts';
export {
  addLesson,
  deleteLesson,
  deleteModule,
  findLesson,
  lessonCount,
  moveItem,
  moveLesson,
  moveModule,
  newLesson,
  newModule,
  renameModule,
  updateLesson,
} from './course-draft';
export type { CourseDraft, CourseDetailsValues, CreateId, LessonPlace } from './course-draft';
export {
  courseDetailsErrors,
  isVideoAddress,
  loadBuilderSchemas,
  quizErrors,
  quizIsValid,
} from './course-validation';
export type {
  BuilderSchemas,
  CourseDetailsErrors,
  CourseDetailsField,
  IssueParser,
  QuizErrors,
  QuestionErrors,
} from './course-validation';
export { ImportReport } from './import-report';
export type { ImportReportProps } from './import-report';
