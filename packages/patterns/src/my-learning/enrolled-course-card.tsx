import * as myLearningMessages from '@lp/locales/en/my-learning';
import { Badge, Card, Link, ProgressBar, cn, useMessages } from '@lp/ui';
import { CircleCheck, Clock } from '@lp/ui/icons';
import type { ComponentProps, ReactNode } from 'react';
import type { CarouselCourse } from '../course-carousel-section';
import { CoverImage } from '../cover-image';
import { CourseLevelBadge } from '../course-level-badge';
import { DurationText } from '../duration-text';

export interface EnrolledCourseCardTexts {
  /** The progress bar's name. */
  progress: string;
  /** The badge of a finished course (not in the spec). */
  completed: string;
}

export const defaultEnrolledCourseCardTexts: EnrolledCourseCardTexts = {
  progress: myLearningMessages.default.courseProgress,
  completed: myLearningMessages.default.courseCompleted,
};

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useEnrolledCourseCardTexts(
  overrides?: Partial<EnrolledCourseCardTexts>,
): EnrolledCourseCardTexts {
  const m = useMessages(myLearningMessages);
  return { progress: m.courseProgress, completed: m.courseCompleted, ...overrides };
}

export interface EnrolledCourseCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The enrolled course, with its progress. */
  course: CarouselCourse;
  /** The course's address (/course/{id}/preview). */
  href: string;
  /** The title's heading level, to keep the page outline right. @default 'h3' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultEnrolledCourseCardTexts */
  texts?: Partial<EnrolledCourseCardTexts>;
  /** A line under the progress bar (My Courses: lessons done and Continue), above the title's link. */
  action?: ReactNode;
}

/** One course of My Courses: picture, level, title (the link), instructor, length and progress bar. */
export function EnrolledCourseCard({
  course,
  href,
  headingAs: Heading = 'h3',
  texts: textsProp,
  action,
  className,
  ...props
}: EnrolledCourseCardProps) {
  const texts = useEnrolledCourseCardTexts(textsProp);
  const done = course.progress >= 100;
  return (
    <Card asChild variant="interactive" className={cn('relative overflow-hidden', className)}>
      <article
        data-slot="enrolled-course-card"
        data-state={done ? 'completed' : 'in-progress'}
        {...props}
      >
        <div className="flex flex-col md:flex-row">
          <CoverImage
            src={course.thumbnail}
            className="aspect-video w-full shrink-0 md:aspect-auto md:w-56"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
            <div className="flex flex-wrap gap-2">
              <CourseLevelBadge level={course.level} />
              {done ? (
                <Badge variant="success">
                  <CircleCheck aria-hidden="true" />
                  {texts.completed}
                </Badge>
              ) : null}
            </div>
            <Heading dir="auto" className="text-lg leading-snug font-semibold break-words">
              <Link
                href={href}
                className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {course.title}
              </Link>
            </Heading>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-text-muted">
              <span dir="auto">{course.instructor}</span>
              <span className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                <DurationText of={course} />
              </span>
            </p>
            <ProgressBar value={course.progress} label={texts.progress} className="mt-auto" />
            {/* Above the title link's overlay, which covers the rest of the card. */}
            {action ? <div className="relative z-10">{action}</div> : null}
          </div>
        </div>
      </article>
    </Card>
  );
}
