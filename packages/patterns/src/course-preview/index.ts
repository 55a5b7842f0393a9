export { CoursePreview, defaultCoursePreviewTexts, useCoursePreviewTexts } from './course-preview';
export type {
  CoursePreviewProps,
  CoursePreviewTexts,
  CoursePreviewStatus,
  CoursePreviewLayout,
  CoursePreviewCourse,
} from './course-preview';
export { CourseCurriculum, defaultCourseCurriculumTexts } from './course-curriculum';
export type {
  CourseCurriculumProps,
  CourseCurriculumTexts,
  CurriculumModule,
} from './course-curriculum';
export { CourseStatsCard, defaultCourseStatsCardTexts } from './course-stats-card';
export type { CourseStatsCardProps, CourseStatsCardTexts } from './course-stats-card';
export { InstructorBlock } from './instructor-block';
export type { InstructorBlockProps, CoursePreviewInstructor } from './instructor-block';
