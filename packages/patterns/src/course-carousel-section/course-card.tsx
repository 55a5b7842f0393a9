import type { CourseSummary } from '@lp/contract';
import * as courseCarouselMessages from '@lp/locales/en/course-carousel-section';
import { Card, Link, ProgressBar, cn, useFormat, useMessages } from '@lp/ui';
import { Clock, Star } from '@lp/ui/icons';
import type { ComponentProps, ReactNode } from 'react';
import { CoverImage } from '../cover-image';
import { CourseLevelBadge } from '../course-level-badge';
import { DurationText } from '../duration-text';

/** What a carousel card shows of a course (the display course of spec 2 §3). */
export type CarouselCourse = Pick<
  CourseSummary,
  | 'id'
  | 'title'
  | 'instructor'
  | 'duration'
  | 'level'
  | 'thumbnail'
  | 'progress'
  | 'enrolled'
  | 'rating'
>;

export interface CourseCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  course: CarouselCourse;
  /** The course's address (its preview). */
  href: string;
  /** The progress bar's name. @default 'Progress' */
  progressLabel?: string;
  /** The rating's spoken form. @default (rating) => `Rated ${rating} out of 5` */
  ratingLabel?: (rating: number) => string;
  /** 'carousel': 304 px wide; 'grid': as wide as its grid cell (the catalogue). @default 'carousel' */
  layout?: 'carousel' | 'grid';
  /** A control under the card's text (the catalogue's Enrol), kept above the title's link. */
  action?: ReactNode;
}

// A plain map, as calendar/event-badges.tsx: patterns does not depend on cva.
const cardWidths = { carousel: 'w-76 max-w-[80vw]', grid: 'w-full' } as const;

/**
 * One course of a carousel: 304 px wide, so with the 16 px gap an arrow's 320 px step lands on
 * the next card. The title is the link; it stretches over the whole card.
 */
export function CourseCard(allProps: CourseCardProps) {
  const text = useMessages(courseCarouselMessages);
  const format = useFormat();
  const {
    course,
    href,
    progressLabel = text.progress,
    ratingLabel = (rating: number) => text.rating({ rating }),
    layout = 'carousel',
    action,
    className,
    ...props
  } = allProps;
  return (
    <Card
      asChild
      variant="interactive"
      className={cn('relative h-full overflow-hidden', cardWidths[layout], className)}
    >
      <article data-slot="course-card" data-layout={layout} {...props}>
        <div className="flex flex-1 flex-col">
          <CoverImage src={course.thumbnail} className="aspect-video w-full" />
          <div className="flex flex-1 flex-col gap-2 p-4">
            <div className="flex items-center justify-between gap-2">
              <CourseLevelBadge level={course.level} />
              <span className="flex items-center gap-1 text-sm text-text-muted">
                <Star aria-hidden="true" className="size-4 fill-current text-warning" />
                <span aria-hidden="true">
                  {format.number(course.rating, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </span>
                <span className="sr-only">{ratingLabel(course.rating)}</span>
              </span>
            </div>
            <h3 dir="auto" className="line-clamp-2 text-base leading-snug font-semibold">
              <Link
                href={href}
                className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {course.title}
              </Link>
            </h3>
            <p dir="auto" className="text-sm text-text-muted">
              {course.instructor}
            </p>
            <p className="mt-auto flex items-center gap-1.5 text-sm text-text-muted">
              <Clock aria-hidden="true" className="size-4" />
              <DurationText of={course} />
            </p>
            {course.enrolled ? (
              <ProgressBar value={course.progress} label={progressLabel} size="sm" />
            ) : null}
            {/* Above the title link's overlay, which covers the rest of the card. */}
            {action ? <div className="relative z-10 pt-2">{action}</div> : null}
          </div>
        </div>
      </article>
    </Card>
  );
}
