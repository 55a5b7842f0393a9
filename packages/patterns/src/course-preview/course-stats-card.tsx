import { formatStudentsCount } from '@lp/contract';
import * as coursePreviewMessages from '@lp/locales/en/course-preview';
import { Card, cn, useFormat, useMessages } from '@lp/ui';
import { BookOpen, Clock, ListChecks, Star, Users, type IconComponent } from '@lp/ui/icons';
import { useId, type ComponentProps, type ReactNode } from 'react';

export interface CourseStatsCardTexts {
  title: string;
  students: string;
  duration: string;
  modules: string;
  lessons: string;
  rating: string;
}

type CoursePreviewMessages = typeof coursePreviewMessages.default;

function textsFrom(m: CoursePreviewMessages): CourseStatsCardTexts {
  return {
    title: m.statsTitle,
    students: m.statsStudents,
    duration: m.statsDuration,
    modules: m.statsModules,
    lessons: m.statsLessons,
    rating: m.statsRating,
  };
}

export const defaultCourseStatsCardTexts: CourseStatsCardTexts = textsFrom(
  coursePreviewMessages.default,
);

export interface CourseStatsCardProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Enrolled students; shown as K above 1000 (spec 2 §2.6). */
  studentsCount: number;
  /** The course's length, e.g. '12 hours' (DurationText in the page's language). */
  duration: ReactNode;
  /** How many modules the course has. */
  moduleCount: number;
  /** How many lessons the course has. */
  lessonCount: number;
  /** Out of 5. */
  rating: number;
  /** The visible texts. @default defaultCourseStatsCardTexts */
  texts?: Partial<CourseStatsCardTexts>;
}

/** The course stats card (spec 2 §2.6): students (K above 1000), duration, modules, lessons, rating. */
export function CourseStatsCard({
  studentsCount,
  duration,
  moduleCount,
  lessonCount,
  rating,
  texts: textsProp,
  className,
  ...props
}: CourseStatsCardProps) {
  const texts = { ...textsFrom(useMessages(coursePreviewMessages)), ...textsProp };
  const format = useFormat();
  const headingId = useId();
  const rows: [IconComponent, string, ReactNode][] = [
    [Users, texts.students, formatStudentsCount(studentsCount)],
    [Clock, texts.duration, duration],
    [BookOpen, texts.modules, format.number(moduleCount)],
    [ListChecks, texts.lessons, format.number(lessonCount)],
    [
      Star,
      texts.rating,
      format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ],
  ];
  return (
    <Card asChild className={cn('p-5', className)}>
      <section data-slot="course-stats-card" aria-labelledby={headingId} {...props}>
        <h2 id={headingId} className="text-lg font-semibold">
          {texts.title}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          {rows.map(([Icon, label, value]) => (
            <div key={label} className="flex flex-col gap-1 rounded-md bg-surface-sunken p-3">
              <dt className="flex items-center gap-1.5 text-xs text-text-muted">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </dt>
              <dd className="text-lg font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
