export { CourseLevelBadge } from './course-level-badge';
export type { CourseLevelBadgeProps } from './course-level-badge';
