import * as lessonPlayerMessages from '@lp/locales/en/lesson-player';
import { Spinner, cn, useMessages } from '@lp/ui';
import { useMemo } from 'react';
import { BackLink } from './back-link';
import { LESSON_MAIN_ID } from './lesson-player-ids';

export interface LessonPlayerLoadingProps {
  /** @default 'Loading your personalized learning experience...' (spec 1 §2.7) */
  label?: string;
  className?: string;
}

/** The lesson player while its course loads: a spinner and the spec's loading text, as a status. */
export function LessonPlayerLoading({ label: labelProp, className }: LessonPlayerLoadingProps) {
  const text = useMessages(lessonPlayerMessages);
  const label = labelProp ?? text.loading;
  return (
    <div
      role="status"
      data-slot="lesson-player-loading"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-surface px-6 text-center font-sans text-text',
        className,
      )}
    >
      <Spinner size="lg" className="text-primary-text" />
      <p className="text-base text-text-muted">{label}</p>
    </div>
  );
}

/** The texts of the not-found screens; the defaults are the spec's (spec 1 §2.7, §8). */
export interface LessonNotFoundLabels {
  /** @default 'Course not found' (desktop), 'Lesson not found' (mobile) */
  title: string;
  /** @default 'The requested course or lesson could not be loaded.' (desktop), 'The requested lesson could not be found.' (mobile) */
  description: string;
  /** @default 'Back to Courses' */
  back: string;
}

type LessonPlayerMessages = typeof lessonPlayerMessages.default;

/** The not-found texts of each variant from a language's messages (the `lesson-player` namespace). */
function notFoundLabelsFrom(
  m: LessonPlayerMessages,
): Record<'desktop' | 'mobile', LessonNotFoundLabels> {
  return {
    desktop: {
      title: m.courseNotFound,
      description: m.courseNotFoundDescription,
      back: m.back,
    },
    mobile: {
      title: m.lessonNotFound,
      description: m.lessonNotFoundDescription,
      back: m.back,
    },
  };
}

export const defaultLessonNotFoundLabels: Record<'desktop' | 'mobile', LessonNotFoundLabels> =
  notFoundLabelsFrom(lessonPlayerMessages.default);

export interface LessonNotFoundProps {
  /** Desktop and mobile say it differently (spec 1 §2.7). */
  variant: 'desktop' | 'mobile';
  /** Where 'Back to Courses' goes (the app's /courses). */
  backHref: string;
  /** Texts, merged over the variant's defaults. */
  labels?: Partial<LessonNotFoundLabels>;
  className?: string;
}

/** The player's page when the course or lesson cannot be loaded, with a way back to the courses. */
export function LessonNotFound({
  variant,
  backHref,
  labels: labelsProp,
  className,
}: LessonNotFoundProps) {
  const messages = useMessages(lessonPlayerMessages);
  const byVariant = useMemo(() => notFoundLabelsFrom(messages), [messages]);
  const labels = { ...byVariant[variant], ...labelsProp };
  return (
    <main
      id={LESSON_MAIN_ID}
      data-slot="lesson-not-found"
      data-variant={variant}
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-4 bg-surface px-6 text-center font-sans text-text',
        className,
      )}
    >
      <h1 className="text-2xl font-semibold">{labels.title}</h1>
      <p className="max-w-md text-text-muted">{labels.description}</p>
      <BackLink href={backHref} label={labels.back} variant="outline" />
    </main>
  );
}

export interface LayoutPendingProps {
  /** The spinner's accessible name. @default 'Loading lesson player' */
  label?: string;
  className?: string;
}

/** A centred spinner, shown until the player has chosen between its desktop and mobile layouts. */
export function LayoutPending({ label: labelProp, className }: LayoutPendingProps) {
  const text = useMessages(lessonPlayerMessages);
  const label = labelProp ?? text.layoutPending;
  return (
    <div
      data-slot="lesson-player-layout-pending"
      className={cn(
        'flex min-h-dvh items-center justify-center bg-surface text-primary-text',
        className,
      )}
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
