export {
  CourseCatalogPage,
  defaultCourseCatalogTexts,
  useCourseCatalogTexts,
} from './course-catalog-page';
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
  catalogOptionLabelsFrom,
  languageName,
} from './catalog-options';
export type { CatalogLevel, CatalogOptionLabels } from './catalog-options';
