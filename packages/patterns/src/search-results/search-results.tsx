import * as searchResultsMessages from '@lp/locales/en/search-results';
import {
  Button,
  Link,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  cn,
  useMessages,
} from '@lp/ui';
import type { ComponentProps } from 'react';

export interface SearchResultCourse {
  id: string;
  title: string;
  description: string;
  instructor: string;
  href: string;
}

export interface SearchResultPage {
  label: string;
  href: string;
}

export interface SearchResultsProps extends ComponentProps<'section'> {
  /** What was searched for (the `q` of /search?q=). */
  query: string;
  /** Courses that match. */
  courses: SearchResultCourse[];
  /** Pages of the app whose names match. */
  pages: SearchResultPage[];
  /** Courses are still loading. @default false */
  loading?: boolean;
  /** Courses could not be loaded (pages are still shown). */
  error?: string;
  /** Offered with the error. */
  onRetry?: () => void;
  /** @default 'Retry' */
  retryLabel?: string;
}

/** The results of the header search (spec 1 section 2.3): matching courses and pages. */
export function SearchResults(allProps: SearchResultsProps) {
  const text = useMessages(searchResultsMessages);
  const {
    query,
    courses,
    pages,
    loading = false,
    error,
    onRetry,
    retryLabel = text.retry,
    className,
    ...props
  } = allProps;
  const trimmed = query.trim();
  const nothing = !loading && !error && courses.length === 0 && pages.length === 0;
  return (
    <section
      data-slot="search-results"
      aria-labelledby="search-results-title"
      className={cn('flex flex-col gap-8 py-8', className)}
      {...props}
    >
      <h2 id="search-results-title" className="text-2xl font-semibold text-text">
        {trimmed ? text.titleFor({ query: trimmed }) : text.title}
      </h2>
      <p role="status" className="sr-only">
        {loading ? text.searching : text.count({ count: courses.length + pages.length })}
      </p>

      {nothing ? (
        <EmptyState
          titleAs="h3"
          title={text.noResults}
          hint={trimmed ? text.tryAnother : text.typeSomething}
        />
      ) : null}

      {pages.length > 0 ? (
        <section aria-labelledby="search-pages" className="flex flex-col gap-3">
          <h3 id="search-pages" className="text-lg font-semibold text-text">
            {text.pages}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {pages.map((page) => (
              <li key={page.href}>
                <Button href={page.href} variant="outline" size="sm">
                  {page.label}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loading || error || courses.length > 0 ? (
        <section aria-labelledby="search-courses" className="flex flex-col gap-3">
          <h3 id="search-courses" className="text-lg font-semibold text-text">
            {text.courses}
          </h3>
          {loading ? <Skeleton className="h-24 w-full" /> : null}
          {error ? (
            <div role="alert" className="flex items-center gap-3 text-danger">
              <span>{error}</span>
              {onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {retryLabel}
                </Button>
              ) : null}
            </div>
          ) : null}
          <ul className="grid gap-3 md:grid-cols-2">
            {courses.map((course) => (
              <li key={course.id}>
                <Card>
                  <CardHeader>
                    <CardTitle>
                      <Link href={course.href} className="text-primary-text hover:underline">
                        {course.title}
                      </Link>
                    </CardTitle>
                    <CardDescription>{course.instructor}</CardDescription>
                    <p dir="auto" className="line-clamp-2 text-sm text-text-muted">
                      {course.description}
                    </p>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
