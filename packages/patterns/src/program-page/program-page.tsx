import type { Instructor, LiveEvent, Program } from '@lp/contract';
import * as programPageMessages from '@lp/locales/en/program-page';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Link,
  Skeleton,
  SkeletonGroup,
  cn,
  useFormat,
  useMessages,
} from '@lp/ui';
import { CalendarDays, Clock, User } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { CoverImage } from '../cover-image';
import { DurationText } from '../duration-text';
import { eventWhen } from '../live-event-card/event-when';
import { ResourcePageState, resourcePageStatus } from '../resource-page-state';
import {
  ProgramCourseCard,
  type ProgramCourseCardTexts,
  type ProgramPageCourse,
} from './program-course-card';
import { ProgramSchedule, type ProgramScheduleTexts } from './program-schedule';

/** The fixed figures a program shows beside its stats: hero badges and details panel (spec 2 §2.5). */
export interface ProgramHighlightsData {
  /** The hero's 'N Live Events' badge. */
  liveEvents: number;
  /** The hero's 'N Hours' badge. */
  hours: number;
  /** The details panel's days, shown with two digits ('03'). */
  days: number;
  /** The details panel's live events, shown with two digits ('08'). */
  liveSessions: number;
}

/** A program with its highlights, as GET /programs/:id answers it. */
export type ProgramPageData = Program & { highlights: ProgramHighlightsData };

/** The page's states: the app's request running, answered 404, failed, or done. */
export type ProgramPageStatus = 'loading' | 'not-found' | 'error' | 'ready';

export interface ProgramPageTexts {
  /** The hero's button. */
  viewProgram: string;
  /** The hero's first badge, e.g. '3 Live Events'. */
  liveEventsBadge: (count: number) => string;
  /** The hero's second badge, e.g. '8 Hours'. */
  hoursBadge: (count: number) => string;
  statCourses: string;
  statEvents: string;
  statHours: string;
  /** The details panel's heading. */
  details: string;
  detailsDays: string;
  detailsLiveEvents: string;
  instructors: string;
  about: string;
  liveEvents: string;
  /** The badge of a `live-event`. */
  liveEventType: string;
  /** The badge of an `event`. */
  eventType: string;
  /** The program's courses heading. */
  courses: string;
  /** Shown when the program lists no courses. */
  noCourses: string;
  /** Shown when the program lists no live events. */
  noLiveEvents: string;
  /** Spoken while the page loads. */
  loading: string;
  /** The not-found heading (spec 2 §8). */
  notFound: string;
  /** The back link of the not-found and error states. */
  back: string;
  /** Shown when the program could not be loaded. */
  error: string;
  /** The retry button. */
  retry: string;
  schedule?: Partial<ProgramScheduleTexts>;
  course?: Partial<ProgramCourseCardTexts>;
}

type ProgramPageMessages = typeof programPageMessages.default;

/** The page's texts from a language's messages (the `program-page` namespace). */
function textsFrom(m: ProgramPageMessages): ProgramPageTexts {
  return {
    viewProgram: m.viewProgram,
    liveEventsBadge: (count) => m.liveEventsBadge({ count }),
    hoursBadge: (count) => m.hoursBadge({ count }),
    statCourses: m.statCourses,
    statEvents: m.statEvents,
    statHours: m.statHours,
    details: m.details,
    detailsDays: m.detailsDays,
    detailsLiveEvents: m.detailsLiveEvents,
    instructors: m.instructors,
    about: m.about,
    liveEvents: m.liveEvents,
    liveEventType: m.liveEventType,
    eventType: m.eventType,
    courses: m.courses,
    noCourses: m.noCourses,
    noLiveEvents: m.noLiveEvents,
    loading: m.loading,
    notFound: m.notFound,
    back: m.back,
    error: m.error,
    retry: m.retry,
  };
}

export const defaultProgramPageTexts: ProgramPageTexts = textsFrom(programPageMessages.default);

/** The page's texts in the tree's language, with a deployment's overrides on top. */
export function useProgramPageTexts(overrides?: Partial<ProgramPageTexts>): ProgramPageTexts {
  const messages = useMessages(programPageMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}

export interface ProgramPageProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Loading shows a skeleton, not-found 'Program not found', error the message with Try again. */
  status: ProgramPageStatus;
  /** The program (with `status` 'ready'). */
  program?: ProgramPageData | null;
  /** The program's courses, in order, with their modules for the side panel. */
  courses?: readonly ProgramPageCourse[];
  /** Where View Program goes (/program/{id}/preview). */
  viewProgramHref: string;
  /** A course's address, opened from its side panel (/course/{id}/preview). */
  courseHref: (courseId: string) => string;
  /** An instructor's address (/teacher/{id}). */
  instructorHref: (instructorId: string) => string;
  /** Where the not-found and error states lead back to; without it no link shows. */
  backHref?: string;
  /** Try again in the error state. Without it no button shows. */
  onRetry?: () => void;
  /** The schedule's clock (epoch ms); leave out to tick every second. */
  now?: number;
  /** The hero title's element: the page's heading sits in the app header. @default 'h2' */
  titleAs?: 'h1' | 'h2';
  /** The visible texts. @default defaultProgramPageTexts */
  texts?: Partial<ProgramPageTexts>;
}

/**
 * The event program page (spec 2 §2.5): hero with its badges and View Program, stats and
 * details, Instructors, About the Program, Live Events, the program's courses with their module
 * panels, and the live schedule with countdowns; or its loading, not-found and error states.
 */
export function ProgramPage({
  status,
  program,
  courses = [],
  viewProgramHref,
  courseHref,
  instructorHref,
  backHref,
  onRetry,
  now,
  titleAs: Title = 'h2',
  texts: textsProp,
  className,
  ...props
}: ProgramPageProps) {
  const texts = useProgramPageTexts(textsProp);
  return (
    <div
      data-slot="program-page"
      data-state={resourcePageStatus(status, program)}
      className={cn('flex min-w-0 flex-col gap-10 text-text', className)}
      {...props}
    >
      <ResourcePageState
        status={status}
        resource={program}
        loading={<ProgramPageSkeleton label={texts.loading} />}
        texts={texts}
        onRetry={onRetry}
        backHref={backHref}
        titleAs={Title}
      >
        {(program) => (
          <>
            <ProgramHero program={program} href={viewProgramHref} titleAs={Title} texts={texts} />
            <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_22rem]">
              <div className="flex min-w-0 flex-col gap-10">
                <PageSection title={texts.instructors}>
                  <ul className="grid gap-4 md:grid-cols-2">
                    {program.instructors.map((instructor) => (
                      <li key={instructor.id} className="flex">
                        <InstructorCard
                          instructor={instructor}
                          href={instructorHref(instructor.id)}
                        />
                      </li>
                    ))}
                  </ul>
                </PageSection>
                <PageSection title={texts.about}>
                  <p className="max-w-prose text-base leading-relaxed whitespace-pre-line text-text-muted">
                    {program.longDescription}
                  </p>
                </PageSection>
                <PageSection title={texts.liveEvents}>
                  {program.liveEvents.length === 0 ? (
                    <p className="text-text-muted">{texts.noLiveEvents}</p>
                  ) : (
                    <ul className="flex flex-col gap-4">
                      {program.liveEvents.map((event) => (
                        <li key={event.id}>
                          <LiveEventRow event={event} texts={texts} />
                        </li>
                      ))}
                    </ul>
                  )}
                </PageSection>
                <PageSection title={texts.courses}>
                  {courses.length === 0 ? (
                    <p className="text-text-muted">{texts.noCourses}</p>
                  ) : (
                    <ul className="flex flex-col gap-4">
                      {courses.map((course) => (
                        <li key={course.id}>
                          <ProgramCourseCard
                            course={course}
                            href={courseHref(course.id)}
                            texts={texts.course}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </PageSection>
              </div>
              <div className="flex min-w-0 flex-col gap-10">
                <ProgramDetails program={program} texts={texts} />
                <ProgramSchedule items={program.schedule} now={now} texts={texts.schedule} />
              </div>
            </div>
          </>
        )}
      </ResourcePageState>
    </div>
  );
}

function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProgramHero({
  program,
  href,
  titleAs: Title,
  texts,
}: {
  program: ProgramPageData;
  href: string;
  titleAs: 'h1' | 'h2';
  texts: ProgramPageTexts;
}) {
  const titleId = useId();
  const format = useFormat();
  const { stats, highlights } = program;
  const figures = [
    { key: 'courses', label: texts.statCourses, value: format.number(stats.courseCount) },
    { key: 'events', label: texts.statEvents, value: format.number(stats.eventCount) },
    { key: 'hours', label: texts.statHours, value: format.number(stats.totalDurationHours) },
  ];
  return (
    <section
      data-slot="program-hero"
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm md:grid-cols-[3fr_2fr]"
    >
      <div className="flex min-w-0 flex-col justify-center gap-4 p-6 md:p-10">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge variant="brand">{texts.liveEventsBadge(highlights.liveEvents)}</Badge>
          </li>
          <li>
            <Badge variant="brand">{texts.hoursBadge(highlights.hours)}</Badge>
          </li>
        </ul>
        <Title
          dir="auto"
          id={titleId}
          className="text-2xl leading-tight font-bold text-balance md:text-4xl"
        >
          {program.title}
        </Title>
        <p className="max-w-prose text-base text-text-muted">{program.tagline}</p>
        <dl data-slot="program-stats" className="grid grid-cols-3 gap-3">
          {figures.map(({ key, label, value }) => (
            <div
              key={key}
              className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface p-3"
            >
              <dt className="text-sm break-words text-text-muted">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="pt-2">
          <Button href={href} size="lg">
            {texts.viewProgram}
          </Button>
        </div>
      </div>
      <CoverImage
        src={program.heroImage}
        className="order-first aspect-video size-full min-h-48 md:order-last md:aspect-auto"
      />
    </section>
  );
}

function ProgramDetails({ program, texts }: { program: ProgramPageData; texts: ProgramPageTexts }) {
  const headingId = useId();
  const format = useFormat();
  const twoDigits = (n: number) => format.number(n, { minimumIntegerDigits: 2 });
  return (
    <Card asChild className="p-5">
      <section data-slot="program-details" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold">
          {texts.details}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-text-muted">{texts.detailsDays}</dt>
            <dd className="text-4xl font-bold text-primary-text tabular-nums">
              {twoDigits(program.highlights.days)}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-text-muted">{texts.detailsLiveEvents}</dt>
            <dd className="text-4xl font-bold text-primary-text tabular-nums">
              {twoDigits(program.highlights.liveSessions)}
            </dd>
          </div>
        </dl>
      </section>
    </Card>
  );
}

function InstructorCard({ instructor, href }: { instructor: Instructor; href: string }) {
  return (
    <Card variant="interactive" className="relative flex-1 p-4" data-slot="program-instructor">
      <div className="flex items-center gap-4">
        <Avatar name={instructor.name} src={instructor.avatar} size="lg" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 dir="auto" className="font-semibold break-words">
            <Link
              href={href}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {instructor.name}
            </Link>
          </h3>
          <p dir="auto" className="text-sm text-text-muted">
            {instructor.title}
          </p>
        </div>
      </div>
    </Card>
  );
}

function LiveEventRow({ event, texts }: { event: LiveEvent; texts: ProgramPageTexts }) {
  const titleId = useId();
  const text = useMessages(programPageMessages);
  const when = eventWhen(event, useFormat());
  return (
    <Card asChild className="overflow-hidden">
      <article aria-labelledby={titleId} data-event-type={event.type}>
        <div className="flex flex-1 flex-col md:flex-row">
          <CoverImage
            src={event.thumbnail}
            className="aspect-video w-full shrink-0 md:aspect-auto md:w-40"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
            <Badge variant={event.type === 'live-event' ? 'danger' : 'info'} dot>
              {event.type === 'live-event' ? texts.liveEventType : texts.eventType}
            </Badge>
            <h3 dir="auto" id={titleId} className="text-lg leading-snug font-semibold break-words">
              {event.title}
            </h3>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-text-muted">
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {text.eventWhen(when)}
              </li>
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                <DurationText of={event} />
              </li>
              <li className="flex items-center gap-1.5">
                <User aria-hidden="true" className="size-4" />
                <bdi>{event.instructor}</bdi>
              </li>
            </ul>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** The page's shape while its request runs. */
function ProgramPageSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} data-slot="program-page-skeleton">
      <div className="flex flex-col gap-10">
        <div className="grid overflow-hidden rounded-xl border border-border md:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-4 p-6 md:p-10">
            <div className="flex gap-2">
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-10 w-4/5" />
            <Skeleton shape="text" width="w-3/5" />
            <div className="grid grid-cols-3 gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
            <Skeleton className="h-12 w-40" />
          </div>
          <Skeleton className="order-first aspect-video size-full md:order-last" />
        </div>
        <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-6 w-40" />
            <div className="grid gap-4 md:grid-cols-2">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
            <Skeleton className="h-6 w-52" />
            <Skeleton shape="text" />
            <Skeleton shape="text" width="w-4/5" />
          </div>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-32" />
            <Skeleton className="h-64" />
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}
