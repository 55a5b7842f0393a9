export { CourseOutline, defaultCourseOutlineLabels } from './course-outline';
export type {
  CourseOutlineProps,
  CourseOutlineLabels,
  CourseOutlineLinkProps,
} from './course-outline';
