import { allCourses, catalogueCourses } from '@lp/contract';
import type { CatalogFilterValues } from './catalog-filter-form';
import type { CatalogCourse, CourseCatalogPageProps } from './course-catalog-page';

// Sample props for the catalogue's stories and tests, from the contract's sample courses. The
// app fills the same props from GET /courses/catalog and its typed path builders.

const catalogPath = '/catalog';

/** The address of the catalogue with `query` (empty values left out). */
export function sampleCatalogHref(query: Partial<CatalogFilterValues> & { page?: number }): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${catalogPath}?${text}` : catalogPath;
}

export const noCatalogFilters: CatalogFilterValues = {
  q: '',
  category: '',
  level: '',
  language: '',
  duration: '',
  sort: 'relevance',
};

/** The contract's sample courses (twelve), the first enrolled halfway. */
export function sampleCatalogCourses(): CatalogCourse[] {
  return [...allCourses(), ...catalogueCourses].map((course, index) => ({
    ...course,
    enrolled: index === 0,
    progress: index === 0 ? 50 : 0,
  }));
}

/** Page 1 of a 60-course catalogue, no filter set; the callbacks are the story's or test's. */
export function sampleCatalogProps(
  filters: CatalogFilterValues = noCatalogFilters,
): Omit<CourseCatalogPageProps, 'onEnroll' | 'onRetry'> {
  const courses = sampleCatalogCourses();
  return {
    status: 'ready',
    filters,
    facets: {
      categories: [
        ...new Set([...allCourses(), ...catalogueCourses].map((course) => course.category)),
      ].sort(),
      languages: ['de', 'en', 'es'],
    },
    courses,
    total: 60,
    page: 1,
    pageSize: 24,
    catalogHref: catalogPath,
    clearHref: catalogPath,
    pageHref: (page) => sampleCatalogHref({ ...filters, page }),
    courseHref: (id) => `/course/${encodeURIComponent(id)}/preview`,
    openCourseHref: (id) => `/course/${encodeURIComponent(id)}`,
    enrollAction: sampleCatalogHref(filters),
  };
}
