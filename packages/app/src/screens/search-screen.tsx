import { matchesCourseSearch } from '@lp/contract';
import * as searchMessages from '@lp/locales/en/app-search';
import { SearchResults } from '@lp/patterns';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCourses } from '../data/courses';
import { useSessionUser } from '../data/use-session';
import { searchableLinks } from '../routes/navigation';
import { paths } from '../routes/paths';
import { routeMessages } from '../routes/route-text';

/** /search?q=: courses and navigation entries matching the header search (spec 1 section 2.3). */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const { role } = useSessionUser();
  const text = useMessages(searchMessages);
  const routeText = useMessages(routeMessages);
  const { data, error, isLoading, mutate } = useCourses();
  const needle = query.trim().toLowerCase();

  const courses = useMemo(
    () =>
      needle === ''
        ? []
        : (data ?? [])
            .filter((course) => matchesCourseSearch(course, needle))
            .map((course) => ({ ...course, href: paths.course(course.id) })),
    [data, needle],
  );
  const pages = useMemo(
    () =>
      needle === ''
        ? []
        : searchableLinks(role, undefined, routeText).filter((link) =>
            link.label.toLowerCase().includes(needle),
          ),
    [role, needle, routeText],
  );

  return (
    <SearchResults
      query={query}
      courses={courses}
      pages={pages}
      loading={isLoading && needle !== ''}
      error={error ? text.coursesFailed : undefined}
      onRetry={() => void mutate()}
    />
  );
}
