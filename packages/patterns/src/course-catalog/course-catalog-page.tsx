import * as courseCatalogMessages from '@lp/locales/en/course-catalog';
import {
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  SkeletonGroup,
  Spinner,
  cn,
  useLocale,
  useMessages,
} from '@lp/ui';
import { BookOpen, Search } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps } from 'react';
import { CourseCard, type CarouselCourse } from '../course-carousel-section';
import { ResourcePageState } from '../resource-page-state';
import { CatalogEnrollControl, type CatalogEnrollTexts } from './catalog-enroll-control';
import {
  CatalogFilterForm,
  hasCatalogFilters,
  type CatalogFilterTexts,
  type CatalogFilterValues,
} from './catalog-filter-form';
import { catalogOptionLabelsFrom, languageName } from './catalog-options';

/** A course of the catalogue: the display course of spec 2 §3, with the learner's enrolment. */
export type CatalogCourse = CarouselCourse;

export interface CourseCatalogTexts extends CatalogFilterTexts, CatalogEnrollTexts {
  /** The page's heading (spec 2 §2.1: the route's title). */
  title: string;
  intro: string;
  /** The results' count, announced when it changes. */
  results: (total: number) => string;
  /** The list's name. */
  list: string;
  /** The pager's summary. */
  showing: (from: number, to: number, total: number) => string;
  /** The pager's name. */
  pagination: string;
  /** Nothing matches the filters. */
  noMatch: string;
  noMatchHint: string;
  /** The university has no published course. */
  empty: string;
  emptyHint: string;
  /** A page past the last, from an old link. */
  pastLastPage: string;
  firstPage: string;
  loading: string;
  error: string;
  retry: string;
  /** Announced once an enrolment worked. */
  enrolled: (title: string) => string;
}

type CourseCatalogMessages = typeof courseCatalogMessages.default;

/** The texts from a language's messages (the compiled `course-catalog` namespace). */
function textsFrom(m: CourseCatalogMessages, locale: string): CourseCatalogTexts {
  return {
    title: m.title,
    intro: m.intro,
    form: m.form,
    // Not 'Search …': the header's search box is 'Search', and two boxes of one name confuse.
    search: m.search,
    category: m.category,
    anyCategory: m.anyCategory,
    level: m.level,
    anyLevel: m.anyLevel,
    language: m.language,
    anyLanguage: m.anyLanguage,
    duration: m.duration,
    anyDuration: m.anyDuration,
    sort: m.sort,
    apply: m.apply,
    clear: m.clear,
    ...catalogOptionLabelsFrom(m),
    languageLabel: (code) => languageName(code, locale),
    results: (total) => m.results({ total }),
    list: m.list,
    showing: (from, to, total) => m.showing({ from, to, total }),
    pagination: m.pagination,
    noMatch: m.noMatch,
    noMatchHint: m.noMatchHint,
    empty: m.empty,
    emptyHint: m.emptyHint,
    pastLastPage: m.pastLastPage,
    firstPage: m.firstPage,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
    enroll: m.enroll,
    enrollLabel: (title) => m.enrollLabel({ title }),
    enrolling: m.enrolling,
    openCourse: m.openCourse,
    openCourseLabel: (title) => m.openCourseLabel({ title }),
    enrolled: (title) => m.enrolled({ title }),
  };
}

export const defaultCourseCatalogTexts: CourseCatalogTexts = textsFrom(
  courseCatalogMessages.default,
  'en',
);

/** The catalogue's texts in the tree's language, with a deployment's overrides on top. */
export function useCourseCatalogTexts(overrides?: Partial<CourseCatalogTexts>): CourseCatalogTexts {
  const messages = useMessages(courseCatalogMessages);
  const locale = useLocale();
  const texts = useMemo(() => textsFrom(messages, locale), [messages, locale]);
  return overrides ? { ...texts, ...overrides } : texts;
}

export interface CourseCatalogPageProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Loading shows skeleton cards, error the message with Try again, ready the courses. */
  status: 'loading' | 'error' | 'ready';
  /**
   * Other results are on their way; the ones shown are the last address's, marked busy (not
   * dimmed: faded text would fall below the contrast minimum). @default false
   */
  updating?: boolean;
  /** The filters of the address. */
  filters: CatalogFilterValues;
  /** The categories and languages present in the catalogue. */
  facets: { categories: readonly string[]; languages: readonly string[] };
  /** This page of courses. @default [] */
  courses?: readonly CatalogCourse[];
  /** How many courses match, over every page. @default 0 */
  total?: number;
  /** The page shown, from 1. @default 1 */
  page?: number;
  /** Courses per page. @default 24 */
  pageSize?: number;
  /** The catalogue's address: the filter form's target. */
  catalogHref: string;
  /** The catalogue without filters (Clear filters). */
  clearHref: string;
  /** The address of page `page` with the same filters. */
  pageHref: (page: number) => string;
  /** A course's page (its preview), the card's link. */
  courseHref: (courseId: string) => string;
  /** Where an enrolled course opens. */
  openCourseHref: (courseId: string) => string;
  /** Where Enroll posts before the script has run: the page's own address. */
  enrollAction: string;
  /** Enroll with the script. */
  onEnroll?: (courseId: string) => void;
  /** The course whose enrolment is on its way. */
  enrollingId?: string | null;
  /** The last failed enrolment and its message. */
  enrollError?: { courseId: string; message: string } | null;
  /** The title of the course just enrolled in, announced once. */
  enrolledTitle?: string;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The visible texts. @default defaultCourseCatalogTexts */
  texts?: Partial<CourseCatalogTexts>;
}

/**
 * The Course Catalogue (issue 32): the university's published courses as cards, with search,
 * filters and order kept in the address, pages drawn by the server, and Enroll on each card.
 * Everything works before the script has run: the filters are a GET form, pages are links and
 * Enroll is a POST form.
 */
export function CourseCatalogPage({
  status,
  updating = false,
  filters,
  facets,
  courses = [],
  total = 0,
  page = 1,
  pageSize = 24,
  catalogHref,
  clearHref,
  pageHref,
  courseHref,
  openCourseHref,
  enrollAction,
  onEnroll,
  enrollingId = null,
  enrollError = null,
  enrolledTitle,
  onRetry,
  texts: textsProp,
  className,
  ...props
}: CourseCatalogPageProps) {
  const texts = useCourseCatalogTexts(textsProp);
  const titleId = useId();
  const listId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const filtered = hasCatalogFilters(filters);
  return (
    <section
      data-slot="course-catalog-page"
      data-state={status}
      aria-labelledby={titleId}
      className={cn('flex w-full min-w-0 flex-col gap-6 py-6 text-text', className)}
      {...props}
    >
      <header className="flex flex-col gap-1">
        {/* The app's header holds the page's h1. */}
        <h2 id={titleId} className="text-2xl font-semibold">
          {texts.title}
        </h2>
        <p className="text-text-muted">{texts.intro}</p>
      </header>
      <CatalogFilterForm
        values={filters}
        facets={facets}
        action={catalogHref}
        clearHref={clearHref}
        texts={texts}
      />
      <p role="status" className="flex items-center gap-2 text-sm text-text-muted">
        {status === 'ready' && !updating ? texts.results(total) : null}
        {status === 'ready' && updating ? (
          <>
            <Spinner />
            {texts.loading}
          </>
        ) : null}
        {enrolledTitle ? <span className="sr-only"> {texts.enrolled(enrolledTitle)}</span> : null}
      </p>
      <ResourcePageState
        status={status}
        loading={<CatalogSkeleton label={texts.loading} />}
        texts={texts}
        onRetry={onRetry}
        errorTitleAs="p"
      >
        {() =>
          courses.length === 0 && total > 0 ? (
            // An old or edited link to a page past the last (the catalogue has shrunk since).
            <EmptyState
              icon={<BookOpen />}
              title={texts.pastLastPage}
              action={
                <Button href={pageHref(1)} variant="outline">
                  {texts.firstPage}
                </Button>
              }
            />
          ) : courses.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={<Search />}
                title={texts.noMatch}
                hint={texts.noMatchHint}
                action={
                  <Button href={clearHref} variant="outline">
                    {texts.clear}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={<BookOpen />} title={texts.empty} hint={texts.emptyHint} />
            )
          ) : (
            <div className="flex flex-col gap-6">
              <h3 id={listId} className="sr-only">
                {texts.list}
              </h3>
              <ul
                aria-labelledby={listId}
                aria-busy={updating || undefined}
                className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              >
                {courses.map((course) => (
                  <li key={course.id} className="flex">
                    <CourseCard
                      course={course}
                      href={courseHref(course.id)}
                      layout="grid"
                      action={
                        <CatalogEnrollControl
                          course={course}
                          openHref={openCourseHref(course.id)}
                          action={enrollAction}
                          onEnroll={onEnroll}
                          enrolling={enrollingId === course.id}
                          error={
                            enrollError?.courseId === course.id ? enrollError.message : undefined
                          }
                          texts={texts}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
              {pageCount > 1 ? (
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  pageHref={pageHref}
                  label={texts.pagination}
                  summary={texts.showing(
                    (page - 1) * pageSize + 1,
                    Math.min(page * pageSize, total),
                    total,
                  )}
                />
              ) : null}
            </div>
          )
        }
      </ResourcePageState>
    </section>
  );
}

function CatalogSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/5] w-full" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
