import { CAROUSEL_MAX_ITEMS, type Instructor } from '@lp/contract';
import * as teacherProfileMessages from '@lp/locales/en/teacher-profile';
import {
  Avatar,
  Badge,
  Skeleton,
  SkeletonGroup,
  cn,
  formattersFor,
  useFormat,
  useMessages,
  type Formatters,
} from '@lp/ui';
import { Building2, Star } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps } from 'react';
import {
  CourseCarouselSection,
  type CarouselCourse,
  type CourseCarouselTexts,
} from '../course-carousel-section';
import { ResourcePageState, resourcePageStatus } from '../resource-page-state';

/** The page's states: the app's request running, answered 404, failed, or done. */
export type TeacherProfileStatus = 'loading' | 'not-found' | 'error' | 'ready';

export interface TeacherProfileTexts {
  /** The rating's spoken form. */
  rating: (rating: number) => string;
  /** The hero's figures. */
  students: string;
  courses: string;
  totalHours: string;
  yearsExperience: string;
  /** The About section's heading. */
  about: string;
  /** The expertise list's heading. */
  expertise: string;
  /** The courses carousel's heading and name. */
  coursesTitle: string;
  /** Shown when the teacher has no course. */
  noCourses: string;
  /** Spoken while the page loads. */
  loading: string;
  /** The not-found heading (spec 2 §8). */
  notFound: string;
  /** The back link of the not-found and error states. */
  back: string;
  /** Shown when the teacher could not be loaded. */
  error: string;
  /** The retry button. */
  retry: string;
  /** The carousel's other texts (arrows, progress). */
  carousel?: Partial<CourseCarouselTexts>;
}

type TeacherProfileMessages = typeof teacherProfileMessages.default;

/** The page's texts from a language's messages (the `teacher-profile` namespace). */
function textsFrom(m: TeacherProfileMessages, format: Formatters): TeacherProfileTexts {
  return {
    rating: (rating) => m.rating({ rating: format.number(rating), max: format.number(5) }),
    students: m.students,
    courses: m.courses,
    totalHours: m.totalHours,
    yearsExperience: m.yearsExperience,
    about: m.about,
    expertise: m.expertise,
    coursesTitle: m.coursesTitle,
    noCourses: m.noCourses,
    loading: m.loading,
    notFound: m.notFound,
    back: m.back,
    error: m.error,
    retry: m.retry,
  };
}

export const defaultTeacherProfileTexts: TeacherProfileTexts = textsFrom(
  teacherProfileMessages.default,
  formattersFor('en'),
);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useTeacherProfileTexts(
  overrides?: Partial<TeacherProfileTexts>,
): TeacherProfileTexts {
  const messages = useMessages(teacherProfileMessages);
  const format = useFormat();
  const texts = useMemo(() => textsFrom(messages, format), [messages, format]);
  return overrides ? { ...texts, ...overrides } : texts;
}

/** A student count as the hero shows it: as it is up to 1000, shortened above ('15.4K'). */
function studentsCount(count: number, format: Formatters): string {
  if (count <= 1000) return format.number(count);
  return format.number(count, { notation: 'compact', maximumFractionDigits: 1 });
}

export interface TeacherProfileProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows a skeleton, not-found 'Teacher Not Found', error the message with Try again. */
  status: TeacherProfileStatus;
  /** The teacher (with `status` 'ready'). */
  instructor?: Instructor | null;
  /** The teacher's courses, in order; at most 8 show (spec 2 §2.6). */
  courses?: readonly CarouselCourse[];
  /** A course card's address (/course/{id}). */
  courseHref: (courseId: string) => string;
  /** Where the not-found and error states lead back to; without it no link shows. */
  backHref?: string;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The teacher's name element: the page's heading sits in the app header. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultTeacherProfileTexts */
  texts?: Partial<TeacherProfileTexts>;
}

/**
 * A teacher's profile (spec 2 §2.6): hero with rating and figures (students shown as K above
 * 1000), About the Instructor with the expertise, and a Courses carousel of up to 8; or its
 * loading, not-found and error states.
 */
export function TeacherProfile({
  status,
  instructor,
  courses = [],
  courseHref,
  backHref,
  onRetry,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: TeacherProfileProps) {
  const texts = useTeacherProfileTexts(textsProp);
  return (
    <div
      data-slot="teacher-profile"
      data-state={resourcePageStatus(status, instructor)}
      className={cn('flex min-w-0 flex-col gap-10 text-text', className)}
      {...props}
    >
      <ResourcePageState
        status={status}
        resource={instructor}
        loading={<TeacherProfileSkeleton label={texts.loading} />}
        texts={texts}
        onRetry={onRetry}
        backHref={backHref}
        titleAs={Title}
      >
        {(instructor) => (
          <TeacherProfileBody
            instructor={instructor}
            courses={courses}
            courseHref={courseHref}
            titleAs={Title}
            texts={texts}
          />
        )}
      </ResourcePageState>
    </div>
  );
}

/** The ready profile: hero, About the Instructor, Courses. */
function TeacherProfileBody({
  instructor,
  courses,
  courseHref,
  titleAs: Title,
  texts,
}: {
  instructor: Instructor;
  courses: readonly CarouselCourse[];
  courseHref: (courseId: string) => string;
  titleAs: 'h1' | 'h2';
  texts: TeacherProfileTexts;
}) {
  const aboutId = useId();
  const format = useFormat();
  const figures = [
    {
      key: 'students',
      label: texts.students,
      value: studentsCount(instructor.studentsCount, format),
    },
    { key: 'courses', label: texts.courses, value: format.number(instructor.coursesCount) },
    { key: 'hours', label: texts.totalHours, value: format.number(instructor.totalHours) },
    {
      key: 'years',
      label: texts.yearsExperience,
      value: format.number(instructor.yearsExperience),
    },
  ];

  return (
    <>
      <TeacherHero instructor={instructor} figures={figures} titleAs={Title} texts={texts} />
      <section aria-labelledby={aboutId} className="flex flex-col gap-4">
        <h2 id={aboutId} className="text-xl font-semibold">
          {texts.about}
        </h2>
        <p className="max-w-prose text-base leading-relaxed whitespace-pre-line text-text-muted">
          {instructor.bio}
        </p>
        {instructor.expertise.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">{texts.expertise}</h3>
            <ul className="flex flex-wrap gap-2">
              {instructor.expertise.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <CourseCarouselSection
        status="loaded"
        courses={courses.slice(0, CAROUSEL_MAX_ITEMS)}
        courseHref={courseHref}
        texts={{ ...texts.carousel, title: texts.coursesTitle, empty: texts.noCourses }}
      />
    </>
  );
}

function TeacherHero({
  instructor,
  figures,
  titleAs: Title,
  texts,
}: {
  instructor: Instructor;
  figures: { key: string; label: string; value: string }[];
  titleAs: 'h1' | 'h2';
  texts: TeacherProfileTexts;
}) {
  const nameId = useId();
  const format = useFormat();
  return (
    <section
      data-slot="teacher-hero"
      aria-labelledby={nameId}
      className="flex flex-col gap-6 rounded-xl border border-border bg-surface-raised p-6 shadow-sm md:p-10"
    >
      <div className="flex flex-col items-center gap-5 text-center md:flex-row md:items-start md:text-start">
        <Avatar name={instructor.name} src={instructor.avatar} size="xl" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-2">
          <Title
            dir="auto"
            id={nameId}
            className="text-2xl leading-tight font-bold break-words text-balance md:text-3xl"
          >
            {instructor.name}
          </Title>
          <p dir="auto" className="text-base text-text-muted">
            {instructor.title}
          </p>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-text-muted md:justify-start">
            <li className="flex items-center gap-1.5">
              <Building2 aria-hidden="true" className="size-4 shrink-0" />
              {instructor.university}
            </li>
            <li className="flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 shrink-0 fill-current text-warning" />
              <span aria-hidden="true" className="font-medium text-text">
                {format.number(instructor.rating, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                })}
              </span>
              <span className="sr-only">{texts.rating(instructor.rating)}</span>
            </li>
          </ul>
        </div>
      </div>
      <dl data-slot="teacher-stats" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(({ key, label, value }) => (
          <div
            key={key}
            data-stat={key}
            className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface p-4"
          >
            <dt className="text-sm break-words text-text-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The profile's shape while its request runs. */
function TeacherProfileSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="teacher-profile-skeleton">
      <div className="flex flex-col gap-10">
        <div className="flex flex-col gap-6 rounded-xl border border-border p-6 md:p-10">
          <div className="flex flex-col items-center gap-5 md:flex-row md:items-start">
            <Skeleton shape="circle" className="size-20" />
            <div className="flex w-full flex-col items-center gap-2 md:items-start">
              <Skeleton className="h-8 w-64 max-w-full" />
              <Skeleton shape="text" width="w-48" />
              <Skeleton shape="text" width="w-56" />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-52" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="w-4/5" />
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-32" />
          <div className="flex gap-4 overflow-hidden">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3] w-76 shrink-0" />
            ))}
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}
