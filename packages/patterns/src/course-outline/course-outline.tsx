import type { LessonType, Module } from '@lp/contract';
import * as courseOutlineMessages from '@lp/locales/en/course-outline';
import { Link, cn, useMessages } from '@lp/ui';
import { useMemo, type ComponentProps } from 'react';

/** Every text the outline shows; spec 1 §2.7 fixes none of them, so they are plain English. */
export interface CourseOutlineLabels {
  /** The navigation landmark's name. @default 'Course outline' */
  outline: string;
  /** Read after a completed lesson, whose green dot alone would be colour only. @default 'Completed' */
  completed: string;
  /** Lesson types in words. @default { video: 'Video', audio: 'Audio', text: 'Text', quiz: 'Quiz', interactive_diagram: 'Interactive diagram', code_sandbox: 'Code sandbox' } */
  lessonTypes: Record<LessonType, string>;
  /** A lesson duration given in minutes. @default n => `${n} min` */
  minutes: (minutes: number) => string;
  /** Read with a module's total duration. @default 'Total duration' */
  totalDuration: string;
}

type CourseOutlineMessages = typeof courseOutlineMessages.default;

/** The outline's texts from a language's messages (the `course-outline` namespace). */
function labelsFrom(m: CourseOutlineMessages): CourseOutlineLabels {
  return {
    outline: m.outline,
    completed: m.completed,
    lessonTypes: {
      video: m.typeVideo,
      audio: m.typeAudio,
      text: m.typeText,
      quiz: m.typeQuiz,
      interactive_diagram: m.typeInteractiveDiagram,
      code_sandbox: m.typeCodeSandbox,
    },
    minutes: (minutes) => m.minutes({ minutes }),
    totalDuration: m.totalDuration,
  };
}

export const defaultCourseOutlineLabels: CourseOutlineLabels = labelsFrom(
  courseOutlineMessages.default,
);

/** The outline's texts in the tree's language, with a deployment's overrides on top. */
export function useCourseOutlineLabels(
  overrides?: Partial<CourseOutlineLabels>,
): CourseOutlineLabels {
  const messages = useMessages(courseOutlineMessages);
  const labels = useMemo(() => labelsFrom(messages), [messages]);
  return overrides ? { ...labels, ...overrides } : labels;
}

export interface CourseOutlineProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The course's modules, each with its lessons in outline order. */
  modules: readonly Module[];
  /** The open lesson: highlighted and marked aria-current="page". */
  currentLessonId: string;
  /** The address of a lesson, e.g. `/course/course-1/lesson/${id}`. */
  lessonHref: (lessonId: string) => string;
  /** A heading above the modules. */
  courseTitle?: string;
  /** Texts, merged over the defaults. @default defaultCourseOutlineLabels */
  labels?: Partial<CourseOutlineLabels>;
}

// Between the title and its spoken note, so the link's name reads 'title (Completed)'.
const WORD_SPACE = ' ';

const lessonLinkClasses = cn(
  'group flex items-start gap-3 rounded-md px-3 py-2 text-sm text-text',
  'transition-colors duration-150 motion-reduce:transition-none hover:bg-surface-sunken',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-[current=page]:bg-primary-subtle aria-[current=page]:font-semibold aria-[current=page]:text-primary-text',
  'forced-colors:aria-[current=page]:outline forced-colors:aria-[current=page]:outline-[Highlight]',
);

/** The lesson player's course outline (spec 1 §2.7, desktop left panel): modules and their lessons as links. */
export function CourseOutline({
  modules,
  currentLessonId,
  lessonHref,
  courseTitle,
  labels: labelsProp,
  className,
  ...props
}: CourseOutlineProps) {
  const text = useMessages(courseOutlineMessages);
  const labels = useCourseOutlineLabels(labelsProp);
  const duration = (value: string | number) =>
    typeof value === 'number' ? labels.minutes(value) : value;

  return (
    <nav
      data-slot="course-outline"
      aria-label={labels.outline}
      className={cn('flex flex-col gap-4 text-text', className)}
      {...props}
    >
      {courseTitle ? (
        <h2 className="px-3 text-lg leading-tight font-semibold">{courseTitle}</h2>
      ) : null}
      <ol className="flex flex-col gap-5">
        {modules.map((module) => (
          <li key={module.id} data-slot="course-outline-module" className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3 px-3">
              <h3 dir="auto" className="text-sm font-semibold">
                {module.title}
              </h3>
              <span className="shrink-0 text-xs text-text-muted">
                {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, not words */}
                <span className="sr-only">{labels.totalDuration}: </span>
                {module.totalDuration}
              </span>
            </div>
            {/* Array order is the outline order: the contract's lesson navigation reads it the same way. */}
            <ol className="flex flex-col gap-0.5">
              {module.lessons.map((lesson) => {
                const completed = lesson.completed || lesson.isCompleted;
                const current = lesson.id === currentLessonId;
                return (
                  <li
                    key={lesson.id}
                    data-slot="course-outline-lesson"
                    data-completed={completed}
                    data-current={current}
                  >
                    <Link
                      href={lessonHref(lesson.id)}
                      className={lessonLinkClasses}
                      aria-current={current ? 'page' : undefined}
                    >
                      <span
                        aria-hidden="true"
                        data-completed={completed}
                        // A filled dot for done, a ring otherwise: the shape differs, not only the colour.
                        className="mt-1.5 size-2.5 shrink-0 rounded-full border-2 border-border-strong data-[completed=true]:border-success data-[completed=true]:bg-success forced-colors:data-[completed=true]:bg-[CanvasText]"
                      />
                      <span className="flex min-w-0 flex-col gap-0.5">
                        <span>
                          {lesson.title}
                          {completed ? (
                            <span className="sr-only">
                              {WORD_SPACE}
                              {text.completedNote({ status: labels.completed })}
                            </span>
                          ) : null}
                        </span>
                        <span className="text-xs font-normal text-text-muted group-aria-[current=page]:text-primary-text">
                          {text.lessonMeta({
                            type: labels.lessonTypes[lesson.type],
                            duration: duration(lesson.duration),
                          })}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
