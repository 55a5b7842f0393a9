export { CourseOutline, defaultCourseOutlineLabels } from './course-outline';
export type { CourseOutlineProps, CourseOutlineLabels } from './course-outline';
