export {
  CourseCarouselSection,
  defaultCourseCarouselTexts,
  useCourseCarouselTexts,
} from './course-carousel-section';
export type {
  CourseCarouselSectionProps,
  CourseCarouselStatus,
  CourseCarouselTexts,
} from './course-carousel-section';
export { CourseCard } from './course-card';
export type { CourseCardProps, CarouselCourse } from './course-card';
