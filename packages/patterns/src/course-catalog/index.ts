export { CourseCatalogPage, defaultCourseCatalogTexts } from './course-catalog-page';
export type {
  CourseCatalogPageProps,
  CourseCatalogTexts,
  CatalogCourse,
} from './course-catalog-page';
export { hasCatalogFilters } from './catalog-filter-form';
export type { CatalogFilterValues } from './catalog-filter-form';
export {
  catalogDurationLabels,
  catalogLevelLabels,
  catalogSortLabels,
  languageName,
} from './catalog-options';
export type { CatalogLevel } from './catalog-options';
