import { toDisplayCourse } from '@lp/contract';
import { CourseCatalogPage } from '@lp/patterns';
import { useMemo } from 'react';
import { useActionData, useLocation, useSearchParams } from 'react-router-dom';
import { catalogPaths, catalogPlace, catalogQuery, catalogResource } from '../../data/catalog';
import { useCatalogEnrollment } from '../../data/catalog-enrollment';
import { loadStatus } from '../../data/page-status';
import { stableRandom } from '../../data/stable-random';
import { paths, withQuery } from '../../routes/paths';
import type { CatalogEnrollFailure } from './catalog.actions';

/**
 * /catalog (issue 32): the university's published courses, filtered, ordered and paged by the
 * address, which the loader reads too. Enroll works with the script (here) and without it
 * (catalog.actions.ts).
 */
export default function CatalogScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const place = useMemo(() => catalogPlace(params), [params]);
  // The last page stays on screen, marked busy, while the next one loads.
  const read = catalogResource.useData(catalogPaths.page(place), { keepPreviousData: true });
  const sent = useActionData<CatalogEnrollFailure | undefined>();
  const enrolment = useCatalogEnrollment();
  const items = read.data?.items;
  const courses = useMemo(
    () => (items ?? []).map((course) => toDisplayCourse(course, stableRandom(course.id))),
    [items],
  );
  // A failure of the newest address shows, even with the last page's courses still in hand.
  const status = read.error && !read.isValidating ? 'error' : loadStatus(read);
  const catalogue = paths.catalog();

  return (
    <CourseCatalogPage
      status={status}
      updating={read.isLoading && read.data !== undefined}
      filters={place}
      facets={read.data?.facets ?? { categories: [], languages: [] }}
      courses={courses}
      total={read.data?.total}
      page={read.data?.page}
      pageSize={read.data?.pageSize}
      catalogHref={catalogue}
      clearHref={catalogue}
      pageHref={(page) => withQuery(catalogue, catalogQuery({ ...place, page }))}
      courseHref={(id) => paths.coursePreview(id)}
      openCourseHref={(id) => paths.course(id)}
      enrollAction={`${location.pathname}${location.search}`}
      onEnroll={(courseId) => {
        const course = courses.find((entry) => entry.id === courseId);
        if (course) void enrolment.enroll(course);
      }}
      enrollingId={enrolment.enrollingId}
      enrollError={
        enrolment.error ?? (sent ? { courseId: sent.courseId, message: sent.error } : null)
      }
      enrolledTitle={enrolment.enrolled?.title}
      onRetry={() => void read.mutate()}
    />
  );
}
