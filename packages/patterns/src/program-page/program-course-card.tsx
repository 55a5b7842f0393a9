import type { Course, Module } from '@lp/contract';
import * as programPageMessages from '@lp/locales/en/program-page';
import {
  Button,
  Card,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  cn,
  useMessages,
} from '@lp/ui';
import { Clock, List, User } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps } from 'react';
import { CoverImage } from '../cover-image';
import { CourseLevelBadge } from '../course-level-badge';
import { DurationText } from '../duration-text';

/** What the program page shows of one of its courses (the display course of spec 2 §3). */
export type ProgramPageCourse = Pick<
  Course,
  'id' | 'title' | 'description' | 'thumbnail' | 'duration' | 'level' | 'instructor'
> & {
  /** The course's modules; may be empty. */
  modules: readonly Pick<Module, 'id' | 'title' | 'description' | 'totalDuration'>[];
};

export interface ProgramCourseCardTexts {
  /** Opens the course's side panel. */
  seeModules: string;
  /** The modules list's heading in the panel. */
  modules: string;
  /** The panel's text when the course has no modules (spec 2 §2.5). */
  noModules: string;
  /** The panel's link to the course. */
  openCourse: string;
  /** The panel's close button. */
  close: string;
}

type ProgramPageMessages = typeof programPageMessages.default;

/** The card's texts from a language's messages (the `program-page` namespace). */
function courseCardTextsFrom(m: ProgramPageMessages): ProgramCourseCardTexts {
  return {
    seeModules: m.seeModules,
    modules: m.modules,
    noModules: m.noModules,
    openCourse: m.openCourse,
    close: m.close,
  };
}

export const defaultProgramCourseCardTexts: ProgramCourseCardTexts = courseCardTextsFrom(
  programPageMessages.default,
);

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useProgramCourseCardTexts(
  overrides?: Partial<ProgramCourseCardTexts>,
): ProgramCourseCardTexts {
  const messages = useMessages(programPageMessages);
  const texts = useMemo(() => courseCardTextsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}

export interface ProgramCourseCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  course: ProgramPageCourse;
  /** Where the panel's link goes (/course/{id}/preview). */
  href: string;
  /** The visible texts. @default defaultProgramCourseCardTexts */
  texts?: Partial<ProgramCourseCardTexts>;
}

/**
 * One course of the program, with See Modules opening its side panel (spec 2 §2.5): the modules
 * or 'No modules available for this course.', and a link to the course. The panel closes with
 * its close button or Escape, and focus returns to See Modules.
 */
export function ProgramCourseCard({
  course,
  href,
  texts: textsProp,
  className,
  ...props
}: ProgramCourseCardProps) {
  const texts = useProgramCourseCardTexts(textsProp);
  const titleId = useId();
  const modulesId = useId();
  return (
    <Card asChild className={cn('overflow-hidden', className)}>
      <article data-slot="program-course-card" aria-labelledby={titleId} {...props}>
        <div className="flex flex-1 flex-col md:flex-row">
          <CoverImage
            src={course.thumbnail}
            className="aspect-video w-full shrink-0 md:aspect-auto md:w-48"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
            <CourseLevelBadge level={course.level} />
            <h3 dir="auto" id={titleId} className="text-lg leading-snug font-semibold break-words">
              {course.title}
            </h3>
            <p dir="auto" className="line-clamp-3 text-sm text-text-muted">
              {course.description}
            </p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-text-muted">
              <li className="flex items-center gap-1.5">
                <User aria-hidden="true" className="size-4" />
                <bdi>{course.instructor}</bdi>
              </li>
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                <DurationText of={course} />
              </li>
            </ul>
            <div className="mt-auto pt-1">
              <Sheet>
                <SheetTrigger asChild>
                  <Button variant="outline" size="sm" aria-describedby={titleId}>
                    <List aria-hidden="true" />
                    {texts.seeModules}
                  </Button>
                </SheetTrigger>
                <SheetContent
                  side="end"
                  size="md"
                  closeLabel={texts.close}
                  data-slot="program-course-panel"
                >
                  <SheetHeader>
                    <SheetTitle dir="auto">{course.title}</SheetTitle>
                    <SheetDescription dir="auto">{course.description}</SheetDescription>
                  </SheetHeader>
                  <section aria-labelledby={modulesId} className="flex flex-col gap-3">
                    <h3 id={modulesId} className="text-base font-semibold">
                      {texts.modules}
                    </h3>
                    {course.modules.length === 0 ? (
                      <p className="text-sm text-text-muted">{texts.noModules}</p>
                    ) : (
                      <ol className="flex flex-col gap-3">
                        {course.modules.map((module, index) => (
                          <li
                            key={module.id}
                            className="flex gap-3 rounded-lg border border-border bg-surface-raised p-3"
                          >
                            <span
                              aria-hidden="true"
                              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-sm font-semibold text-primary-text"
                            >
                              {index + 1}
                            </span>
                            <div className="flex min-w-0 flex-col gap-1">
                              <span dir="auto" className="font-medium break-words">
                                {module.title}
                              </span>
                              <span dir="auto" className="text-sm text-text-muted">
                                {module.description}
                              </span>
                              <span className="flex items-center gap-1.5 text-xs text-text-muted">
                                <Clock aria-hidden="true" className="size-3.5" />
                                {module.totalDuration}
                              </span>
                            </div>
                          </li>
                        ))}
                      </ol>
                    )}
                  </section>
                  <SheetFooter>
                    <SheetClose asChild>
                      <Button href={href}>{texts.openCourse}</Button>
                    </SheetClose>
                  </SheetFooter>
                </SheetContent>
              </Sheet>
            </div>
          </div>
        </div>
      </article>
    </Card>
  );
}
