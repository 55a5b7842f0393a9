export { MyCoursesPage, defaultMyCoursesTexts, useMyCoursesTexts } from './my-courses-page';
export type { MyCoursesEntry, MyCoursesPageProps, MyCoursesTexts } from './my-courses-page';
export { coursesOfTab, myCoursesTabs } from './my-courses-tabs';
export type { MyCoursesTab } from './my-courses-tabs';
