import { CURRICULUM_FOOTER_PLACEHOLDERS, type LessonType, type Module } from '@lp/contract';
import * as coursePreviewMessages from '@lp/locales/en/course-preview';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  cn,
  useMessages,
} from '@lp/ui';
import {
  CirclePlay,
  CodeXml,
  FileText,
  Headphones,
  ListChecks,
  Workflow,
  type IconComponent,
} from '@lp/ui/icons';
import { useId, type ComponentProps } from 'react';

export interface CourseCurriculumTexts {
  /** The listing's heading. */
  title: string;
  /** A module's lesson count, e.g. '3 lessons'. */
  lessons: (count: number) => string;
  /** Spoken before each lesson's kind. */
  lessonTypes: Record<LessonType, string>;
  /** Shown when the course has no module yet (not in the spec). */
  empty: string;
  /** The footer's first label, beside its hours. */
  totalContent: string;
  /** The footer's second label, beside its percentage. */
  completionRate: string;
}

type CoursePreviewMessages = typeof coursePreviewMessages.default;

function textsFrom(
  m: CoursePreviewMessages,
): CourseCurriculumTexts & { minutes: (n: number) => string } {
  return {
    title: m.curriculumTitle,
    lessons: (count) => m.curriculumLessons({ count }),
    lessonTypes: {
      video: m.lessonTypeVideo,
      audio: m.lessonTypeAudio,
      text: m.lessonTypeText,
      quiz: m.lessonTypeQuiz,
      interactive_diagram: m.lessonTypeInteractiveDiagram,
      code_sandbox: m.lessonTypeCodeSandbox,
    },
    empty: m.curriculumEmpty,
    totalContent: m.curriculumTotalContent,
    completionRate: m.curriculumCompletionRate,
    minutes: (minutes) => m.lessonMinutes({ minutes }),
  };
}

export const defaultCourseCurriculumTexts: CourseCurriculumTexts = textsFrom(
  coursePreviewMessages.default,
);

const lessonIcons: Record<LessonType, IconComponent> = {
  video: CirclePlay,
  audio: Headphones,
  text: FileText,
  quiz: ListChecks,
  interactive_diagram: Workflow,
  code_sandbox: CodeXml,
};

/** A lesson's length as shown: a display string as is, a number of minutes as 'N min'. */
function lessonDuration(duration: string | number, minutes: (n: number) => string): string {
  return typeof duration === 'number' ? minutes(duration) : duration;
}

/** What the listing shows of a module and its lessons. */
export type CurriculumModule = Pick<Module, 'id' | 'title' | 'description' | 'totalDuration'> & {
  lessons: readonly Pick<Module['lessons'][number], 'id' | 'title' | 'type' | 'duration'>[];
};

export interface CourseCurriculumProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The course's modules, in order. */
  modules: readonly CurriculumModule[];
  /** Opens the first module to start with. @default false */
  openFirst?: boolean;
  /**
   * The footer's figures; `null` leaves the footer out.
   * @default the spec's placeholders, 40h and 87% (spec 2 §2.6)
   */
  footer?: { totalContent: string; completionRate: string } | null;
  /** The visible texts. @default defaultCourseCurriculumTexts */
  texts?: Partial<CourseCurriculumTexts>;
}

/** The curriculum listing (spec 2 §2.6): modules that expand to their lessons, with its footer. */
export function CourseCurriculum({
  modules,
  openFirst = false,
  footer = {
    totalContent: CURRICULUM_FOOTER_PLACEHOLDERS.hours,
    completionRate: CURRICULUM_FOOTER_PLACEHOLDERS.completion,
  },
  texts: textsProp,
  className,
  ...props
}: CourseCurriculumProps) {
  const messages = useMessages(coursePreviewMessages);
  const { minutes, ...localTexts } = textsFrom(messages);
  const texts = { ...localTexts, ...textsProp };
  const headingId = useId();
  const first = modules[0];
  return (
    <section
      data-slot="course-curriculum"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {texts.title}
      </h2>
      {modules.length === 0 ? (
        <p className="text-text-muted">{texts.empty}</p>
      ) : (
        <div className="rounded-lg border border-border bg-surface-raised">
          <Accordion
            type="multiple"
            defaultValue={openFirst && first ? [first.id] : []}
            className="px-4"
          >
            {modules.map((module) => (
              <AccordionItem key={module.id} value={module.id}>
                <AccordionTrigger level={3}>
                  <span className="flex min-w-0 flex-col gap-1">
                    <span dir="auto" className="text-base font-semibold">
                      {module.title}
                    </span>
                    <span className="text-sm font-normal text-text-muted">
                      {messages.moduleSummary({
                        lessons: texts.lessons(module.lessons.length),
                        duration: module.totalDuration,
                      })}
                    </span>
                  </span>
                </AccordionTrigger>
                <AccordionContent className="flex flex-col gap-3">
                  {module.description ? (
                    <p dir="auto" className="text-text-muted">
                      {module.description}
                    </p>
                  ) : null}
                  <ol className="flex flex-col divide-y divide-border">
                    {module.lessons.map((lesson) => {
                      const Icon = lessonIcons[lesson.type];
                      return (
                        <li key={lesson.id} className="flex items-center gap-3 py-2">
                          <Icon aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
                          <span className="min-w-0 flex-1 break-words">
                            <span className="sr-only">
                              {messages.spokenLabel({ label: texts.lessonTypes[lesson.type] })}
                            </span>
                            <bdi>{lesson.title}</bdi>
                          </span>
                          <span className="shrink-0 text-text-muted tabular-nums">
                            {lessonDuration(lesson.duration, minutes)}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          {footer ? (
            <dl
              data-slot="course-curriculum-footer"
              className="flex flex-wrap gap-x-8 gap-y-2 border-t border-border px-4 py-3 text-sm"
            >
              <div className="flex gap-2">
                <dt className="text-text-muted">{texts.totalContent}</dt>
                <dd className="font-semibold">{footer.totalContent}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-text-muted">{texts.completionRate}</dt>
                <dd className="font-semibold">{footer.completionRate}</dd>
              </div>
            </dl>
          ) : null}
        </div>
      )}
    </section>
  );
}
