export {
  FeaturedCourseHero,
  defaultFeaturedCourseHeroTexts,
  useFeaturedCourseHeroTexts,
} from './featured-course-hero';
export type {
  FeaturedCourseHeroProps,
  FeaturedCourseHeroTexts,
  FeaturedCourse,
} from './featured-course-hero';
