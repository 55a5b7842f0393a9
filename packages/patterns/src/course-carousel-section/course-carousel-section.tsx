import { CAROUSEL_MAX_ITEMS } from '@lp/contract';
import * as courseCarouselMessages from '@lp/locales/en/course-carousel-section';
import {
  Button,
  Carousel,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  cn,
  useAfterHydration,
  useMessages,
} from '@lp/ui';
import { BookOpen, RotateCw } from '@lp/ui/icons';
import type { ComponentProps } from 'react';
import { CourseCard, type CarouselCourse } from './course-card';

/** The three states of the course carousel (spec 2 §2.2). */
export type CourseCarouselStatus = 'loading' | 'error' | 'loaded';

export interface CourseCarouselTexts {
  /** The section's heading and the carousel's name. */
  title: string;
  /** Shown in red when the courses could not be fetched (spec 2 §8). */
  error: string;
  /** The retry button (spec 2 §2.2: the label is Italian). */
  retry: string;
  /** The language of the retry label, so screen readers pronounce it right. */
  retryLang: string;
  /** Spoken while the courses load. */
  loading: string;
  /** Shown when there is no course to suggest (not in the spec). */
  empty: string;
  /** The back arrow's name. */
  previous: string;
  /** The forward arrow's name. */
  next: string;
  /** A card's progress bar name. */
  progress: string;
}

type CourseCarouselMessages = typeof courseCarouselMessages.default;

function textsFrom(m: CourseCarouselMessages): CourseCarouselTexts {
  return {
    title: m.title,
    error: m.error,
    retry: m.retry,
    retryLang: m.retryLang,
    loading: m.loading,
    empty: m.empty,
    previous: m.previous,
    next: m.next,
    progress: m.progress,
  };
}

export const defaultCourseCarouselTexts: CourseCarouselTexts = textsFrom(
  courseCarouselMessages.default,
);

/** The carousel's texts in the tree's language, with a deployment's overrides on top. */
export function useCourseCarouselTexts(
  overrides?: Partial<CourseCarouselTexts>,
): CourseCarouselTexts {
  const messages = useMessages(courseCarouselMessages);
  return { ...textsFrom(messages), ...overrides };
}

export interface CourseCarouselSectionProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows skeleton cards; error shows the message with Retry (and any fallback courses). */
  status: CourseCarouselStatus;
  /** The courses, in order; at most 8 show (spec 2 §9). With `error`, the fallback courses. */
  courses: readonly CarouselCourse[];
  /** The address of a course's card (its preview, /course/{id}/preview). */
  courseHref: (courseId: string) => string;
  /** Called by the retry button. Without it no button shows. */
  onRetry?: () => void;
  /** The section heading's level. @default 'h2' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultCourseCarouselTexts */
  texts?: Partial<CourseCarouselTexts>;
}

/** The cards a server-drawn page carries: what a wide screen shows before any scrolling. */
export const FIRST_DRAWN_CARDS = 4;

/** The You Might Like row (spec 2 §2.2): loading, error with Riprova, or up to 8 courses with arrows of 320 px. */
export function CourseCarouselSection({
  status,
  courses,
  courseHref,
  onRetry,
  headingAs: Heading = 'h2',
  texts: textsProp,
  className,
  ...props
}: CourseCarouselSectionProps) {
  const texts = useCourseCarouselTexts(textsProp);
  // A page the server drew carries the first cards only; the rest follow once it has hydrated.
  const all = useAfterHydration();
  const loaded = status === 'loading' ? [] : courses;
  const shown = all ? loaded : loaded.slice(0, FIRST_DRAWN_CARDS);
  return (
    // A plain block: the carousel inside is the named region, so the name is not announced twice.
    <div
      data-slot="course-carousel-section"
      data-state={status}
      className={cn('flex min-w-0 flex-col gap-4 text-text', className)}
      {...props}
    >
      <Heading className="text-xl font-semibold">{texts.title}</Heading>
      {status === 'loading' ? (
        <SkeletonGroup label={texts.loading}>
          <div className="flex gap-4 overflow-hidden">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex w-76 shrink-0 flex-col gap-3">
                <Skeleton className="aspect-video w-full" />
                <Skeleton shape="text" width="w-3/4" />
                <Skeleton shape="text" width="w-1/2" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : null}
      {status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-danger">{texts.error}</p>
          {onRetry ? (
            <Button variant="outline" size="sm" lang={texts.retryLang} onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {texts.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'loaded' && shown.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={texts.empty} titleAs="p" />
      ) : null}
      {shown.length > 0 ? (
        <Carousel
          label={texts.title}
          maxItems={CAROUSEL_MAX_ITEMS}
          previousLabel={texts.previous}
          nextLabel={texts.next}
        >
          {shown.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              href={courseHref(course.id)}
              progressLabel={texts.progress}
            />
          ))}
        </Carousel>
      ) : null}
    </div>
  );
}
