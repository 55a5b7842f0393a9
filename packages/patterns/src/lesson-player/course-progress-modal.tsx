import { lessonCompletion, lessonProgressStatus } from '@lp/contract';
import type { Lesson, LessonType, Module } from '@lp/contract';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  ProgressBar,
  cn,
  useMessages,
} from '@lp/ui';
import * as lessonPlayerMessages from '@lp/locales/en/lesson-player';
import { Clock } from '@lp/ui/icons';
import { useId, useMemo } from 'react';
import { lessonStatusIcons, lessonTypeIcons } from './player-icons';

/** How the mobile list marks a lesson (spec 1 §4: completed, current or available). */
export type CourseProgressLessonStatus = 'completed' | 'current' | 'available';

/** Every text of the Course Progress modal; the defaults are the spec's words or plain English. */
export interface CourseProgressModalLabels {
  /** @default 'Course Progress' */
  title: string;
  /** Closes the modal. @default 'Continue Learning' */
  continueLearning: string;
  /** The corner close button. @default 'Close' */
  close: string;
  /** A module's count. @default (completed, total) => `${completed} of ${total} lessons` */
  moduleLessons: (completed: number, total: number) => string;
  /** The course's count. @default (completed, total) => `${completed} of ${total} lessons completed` */
  totalCompleted: (completed: number, total: number) => string;
  /** The accessible name of a module's bar. @default (module) => `${module} progress` */
  moduleProgress: (moduleTitle: string) => string;
  /** A duration given in minutes. @default (minutes) => `${minutes} min` */
  minutes: (minutes: number) => string;
  /** @default { completed: 'Completed', current: 'Current', available: 'Available' } */
  statuses: Record<CourseProgressLessonStatus, string>;
  /** @default 'Video', 'Audio', 'Text', 'Quiz', 'Interactive diagram', 'Code sandbox' */
  types: Record<LessonType, string>;
}

type LessonPlayerMessages = typeof lessonPlayerMessages.default;

/** The modal's texts from a language's messages (the `lesson-player` namespace). */
function modalLabelsFrom(m: LessonPlayerMessages): CourseProgressModalLabels {
  return {
    title: m.progressTitle,
    continueLearning: m.continueLearning,
    close: m.close,
    moduleLessons: (completed, total) => m.moduleLessons({ completed, total }),
    totalCompleted: (completed, total) => m.totalCompleted({ completed, total }),
    moduleProgress: (moduleTitle) => m.moduleProgress({ module: moduleTitle }),
    minutes: (minutes) => m.minutes({ minutes }),
    statuses: {
      completed: m.statusCompleted,
      current: m.statusCurrent,
      available: m.statusAvailable,
    },
    types: {
      video: m.typeVideo,
      audio: m.typeAudio,
      text: m.typeText,
      quiz: m.typeQuiz,
      interactive_diagram: m.typeInteractiveDiagram,
      code_sandbox: m.typeCodeSandbox,
    },
  };
}

export const defaultCourseProgressModalLabels: CourseProgressModalLabels = modalLabelsFrom(
  lessonPlayerMessages.default,
);

/** The modal's texts in the tree's language, with a deployment's overrides on top. */
export function useCourseProgressModalLabels(
  overrides?: Partial<CourseProgressModalLabels>,
): CourseProgressModalLabels {
  const messages = useMessages(lessonPlayerMessages);
  const labels = useMemo(() => modalLabelsFrom(messages), [messages]);
  return overrides ? { ...labels, ...overrides } : labels;
}

/**
 * The contract's lesson status, with 'locked' shown as 'available': the mobile list marks
 * only completed, current or available (spec 1 §4), and every lesson stays selectable.
 */
export function courseProgressStatus(
  lessons: readonly Lesson[],
  index: number,
  currentLessonId: string | undefined,
): CourseProgressLessonStatus {
  const status = lessonProgressStatus(lessons, index, currentLessonId);
  return status === 'locked' ? 'available' : status;
}

export interface CourseProgressModalProps {
  /** The course's modules in order, each with its lessons. */
  modules: readonly Module[];
  /** The open lesson: marked current, and its module starts expanded. */
  currentLessonId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen lesson's id; the modal then closes. */
  onSelectLesson: (lessonId: string) => void;
  /** Texts, merged over the defaults. @default defaultCourseProgressModalLabels */
  labels?: Partial<CourseProgressModalLabels>;
}

const statusIconClasses: Record<CourseProgressLessonStatus, string> = {
  completed: 'text-success',
  current: 'text-primary-text',
  available: 'text-text-muted',
};

/** The mobile player's full-screen 'Course Progress' modal (spec 1 §2.7): modules, lessons and counts. */
export function CourseProgressModal({
  modules,
  currentLessonId,
  open,
  onOpenChange,
  onSelectLesson,
  labels: labelsProp,
}: CourseProgressModalProps) {
  const labels = useCourseProgressModalLabels(labelsProp);
  const lessons = modules.flatMap((module) => module.lessons);
  const course = lessonCompletion(lessons);
  const currentModule = modules.find((module) =>
    module.lessons.some((lesson) => lesson.id === currentLessonId),
  );
  const select = (lessonId: string) => {
    onSelectLesson(lessonId);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="course-progress-modal"
        closeLabel={labels.close}
        // Start on the open lesson (its module is expanded), not on the first module's header.
        onOpenAutoFocus={(event) => {
          const current = event.currentTarget;
          const target =
            current instanceof HTMLElement
              ? current.querySelector<HTMLElement>('[aria-current="page"]')
              : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        placement="fullscreen"
        flush
      >
        {/* Not DialogHeader: this header has its own gap, padding and rule. */}
        <div
          data-slot="dialog-header"
          className="grid gap-3 border-b border-border px-4 pt-5 pb-4 pe-14 text-start"
        >
          <DialogTitle size="lg">{labels.title}</DialogTitle>
          <DialogDescription>
            {labels.totalCompleted(course.completed, course.total)}
          </DialogDescription>
          <ProgressBar
            value={course.completed}
            max={Math.max(course.total, 1)}
            label={labels.title}
            hideLabel
            hideValue
            valueText={labels.totalCompleted(course.completed, course.total)}
          />
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto px-4">
          <Accordion
            type="multiple"
            defaultValue={currentModule ? [currentModule.id] : []}
            data-slot="course-progress-modules"
          >
            {modules.map((module) => (
              <ModuleSection
                key={module.id}
                module={module}
                allLessons={lessons}
                currentLessonId={currentLessonId}
                labels={labels}
                onSelect={select}
              />
            ))}
          </Accordion>
        </div>

        <div className="border-t border-border px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <DialogClose asChild>
            <Button className="w-full">{labels.continueLearning}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ModuleSection({
  module,
  allLessons,
  currentLessonId,
  labels,
  onSelect,
}: {
  module: Module;
  allLessons: readonly Lesson[];
  currentLessonId: string;
  labels: CourseProgressModalLabels;
  onSelect: (lessonId: string) => void;
}) {
  const { completed, total } = lessonCompletion(module.lessons);
  const count = labels.moduleLessons(completed, total);
  return (
    <AccordionItem value={module.id} data-slot="course-progress-module">
      <AccordionTrigger level={3} className="pb-2">
        <span className="flex min-w-0 flex-col gap-0.5">
          <span dir="auto" className="text-base font-semibold">
            {module.title}
          </span>
          <span className="font-normal text-text-muted">{count}</span>
        </span>
      </AccordionTrigger>
      {/* Outside the trigger: a progress bar is not part of a button's name. */}
      <ProgressBar
        value={completed}
        max={Math.max(total, 1)}
        size="sm"
        label={labels.moduleProgress(module.title)}
        hideLabel
        hideValue
        valueText={count}
        className="pb-3"
      />
      <AccordionContent className="pt-1">
        <ul className="flex flex-col gap-2">
          {module.lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonRow
                lesson={lesson}
                status={courseProgressStatus(
                  allLessons,
                  allLessons.indexOf(lesson),
                  currentLessonId,
                )}
                isCurrent={lesson.id === currentLessonId}
                labels={labels}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  );
}

function LessonRow({
  lesson,
  status,
  isCurrent,
  labels,
  onSelect,
}: {
  lesson: Lesson;
  status: CourseProgressLessonStatus;
  isCurrent: boolean;
  labels: CourseProgressModalLabels;
  onSelect: (lessonId: string) => void;
}) {
  const id = useId();
  const TypeIcon = lessonTypeIcons[lesson.type];
  const StatusIcon = lessonStatusIcons[status];
  const duration =
    typeof lesson.duration === 'number' ? labels.minutes(lesson.duration) : lesson.duration;
  // The button holds only the title (its name) and stretches over the whole row with ::after,
  // so the row is one tap target while type, duration, description and status are its description.
  return (
    <div
      data-slot="course-progress-lesson"
      data-status={status}
      data-current={isCurrent || undefined}
      className={cn(
        'relative flex items-start gap-3 rounded-md border border-border p-3',
        'hover:bg-surface-raised has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        'data-current:border-primary data-current:bg-primary-subtle',
        'forced-colors:border-[ButtonText] forced-colors:data-current:border-[Highlight]',
      )}
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-surface-sunken text-text">
        <TypeIcon aria-hidden="true" className="size-4 shrink-0" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <button
          type="button"
          aria-current={isCurrent ? 'page' : undefined}
          aria-describedby={`${id}-status ${id}-meta ${id}-description`}
          onClick={() => onSelect(lesson.id)}
          className="cursor-pointer text-start text-sm font-medium text-text outline-none after:absolute after:inset-0 after:rounded-md after:content-['']"
        >
          <bdi>{lesson.title}</bdi>
        </button>
        <span id={`${id}-meta`} className="flex flex-wrap gap-x-3 text-xs text-text-muted">
          <span>{labels.types[lesson.type]}</span>
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3 shrink-0" />
            {duration}
          </span>
        </span>
        <span dir="auto" id={`${id}-description`} className="text-xs text-text-muted">
          {lesson.description}
        </span>
      </span>
      <span
        id={`${id}-status`}
        className={cn(
          'flex shrink-0 items-center gap-1 text-xs font-medium',
          // On the tinted current row a status colour can fall under 4.5:1; plain text keeps it.
          isCurrent ? 'text-text' : statusIconClasses[status],
        )}
      >
        <StatusIcon aria-hidden="true" className="size-4 shrink-0" />
        {labels.statuses[status]}
      </span>
    </div>
  );
}
