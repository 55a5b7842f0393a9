import type { CourseSummary } from '@lp/contract';
import * as featuredCourseHeroMessages from '@lp/locales/en/featured-course-hero';
import { Button, ProgressBar, cn, useMessages } from '@lp/ui';
import { Clock, Play, User } from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';
import { CoverImage } from '../cover-image';
import { CourseLevelBadge } from '../course-level-badge';
import { DurationText } from '../duration-text';

/** What the hero shows of a course. */
export type FeaturedCourse = Pick<
  CourseSummary,
  | 'id'
  | 'title'
  | 'shortTagline'
  | 'instructor'
  | 'duration'
  | 'level'
  | 'thumbnail'
  | 'progress'
  | 'enrolled'
> &
  Partial<Pick<CourseSummary, 'artworkUrlLarge'>>;

export interface FeaturedCourseHeroTexts {
  /** The button to the course's next lesson. */
  startLearning: string;
  /** The button to the course preview. */
  moreInfo: string;
  /** The progress bar's name. */
  progress: string;
}

export const defaultFeaturedCourseHeroTexts: FeaturedCourseHeroTexts = {
  ...featuredCourseHeroMessages.default,
};

/** The hero's texts in the tree's language, with a deployment's overrides on top. */
export function useFeaturedCourseHeroTexts(
  overrides?: Partial<FeaturedCourseHeroTexts>,
): FeaturedCourseHeroTexts {
  const messages = useMessages(featuredCourseHeroMessages);
  return { ...messages, ...overrides };
}

export interface FeaturedCourseHeroProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The featured course. */
  course: FeaturedCourse;
  /** Address of the lesson 'Start learning' opens (the app's lesson path builder). */
  lessonHref: string;
  /** Address of the course preview 'More info' opens (/course/{id}/preview). */
  previewHref: string;
  /** The visible texts. @default defaultFeaturedCourseHeroTexts */
  texts?: Partial<FeaturedCourseHeroTexts>;
}

/** The dashboard's featured course (spec 2 §2.2): artwork, title, facts, Start learning and More info. */
export function FeaturedCourseHero({
  course,
  lessonHref,
  previewHref,
  texts: textsProp,
  className,
  ...props
}: FeaturedCourseHeroProps) {
  const texts = useFeaturedCourseHeroTexts(textsProp);
  const titleId = useId();
  return (
    <section
      data-slot="featured-course-hero"
      aria-labelledby={titleId}
      className={cn(
        'grid overflow-hidden rounded-xl border border-border bg-surface-raised text-text shadow-sm md:grid-cols-[3fr_2fr]',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col justify-center gap-4 p-6 md:order-first md:p-10">
        <div className="flex flex-wrap gap-2">
          <CourseLevelBadge variant="brand" level={course.level} />
        </div>
        <h2
          dir="auto"
          id={titleId}
          className="text-2xl leading-tight font-bold text-balance md:text-4xl"
        >
          {course.title}
        </h2>
        {/* Clamped by lines with an ellipsis; the whole text stays in the page for screen readers. */}
        <p dir="auto" className="line-clamp-3 max-w-prose text-base text-text-muted">
          {course.shortTagline}
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-text-muted">
          <li className="flex items-center gap-1.5">
            <User aria-hidden="true" className="size-4" />
            <bdi>{course.instructor}</bdi>
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            <DurationText of={course} />
          </li>
        </ul>
        {course.enrolled && course.progress > 0 ? (
          <ProgressBar value={course.progress} label={texts.progress} className="max-w-sm" />
        ) : null}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button href={lessonHref} size="lg">
            <Play aria-hidden="true" />
            {texts.startLearning}
          </Button>
          <Button href={previewHref} size="lg" variant="outline">
            {texts.moreInfo}
          </Button>
        </div>
      </div>
      <CoverImage
        src={course.artworkUrlLarge ?? course.thumbnail}
        className="order-first aspect-video size-full min-h-48 md:order-last md:aspect-auto"
      />
    </section>
  );
}
