import type { Program } from '@lp/contract';
import * as myLearningMessages from '@lp/locales/en/my-learning';
import { Card, Link, cn, useMessages } from '@lp/ui';
import { BookOpen, CalendarDays, Clock } from '@lp/ui/icons';
import type { ComponentProps } from 'react';
import { CoverImage } from '../cover-image';

/** What a program card shows (an entry of GET /programs fits). */
export type MyLearningProgram = Pick<Program, 'id' | 'title' | 'tagline' | 'heroImage' | 'stats'>;

export interface ProgramCardTexts {
  /** The course count, e.g. '6 courses'. */
  courses: (count: number) => string;
  /** The event count, e.g. '3 events'. */
  events: (count: number) => string;
  /** The total length, e.g. '17 hours'. */
  hours: (count: number) => string;
}

type MyLearningMessages = typeof myLearningMessages.default;

function textsFrom(m: MyLearningMessages): ProgramCardTexts {
  return {
    courses: (count) => m.programCourses({ count }),
    events: (count) => m.programEvents({ count }),
    hours: (count) => m.programHours({ count }),
  };
}

export const defaultProgramCardTexts: ProgramCardTexts = textsFrom(myLearningMessages.default);

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useProgramCardTexts(overrides?: Partial<ProgramCardTexts>): ProgramCardTexts {
  return { ...textsFrom(useMessages(myLearningMessages)), ...overrides };
}

export interface ProgramCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The program. */
  program: MyLearningProgram;
  /** The program's page (/program/{id}/preview). */
  href: string;
  /** The title's heading level, to keep the page outline right. @default 'h3' */
  headingAs?: 'h2' | 'h3';
  /** The visible texts. @default defaultProgramCardTexts */
  texts?: Partial<ProgramCardTexts>;
}

/** A program: picture, title (the link, stretched over the card), tagline and its counts. */
export function ProgramCard({
  program,
  href,
  headingAs: Heading = 'h3',
  texts: textsProp,
  className,
  ...props
}: ProgramCardProps) {
  const texts = useProgramCardTexts(textsProp);
  return (
    <Card
      asChild
      variant="interactive"
      className={cn('relative h-full overflow-hidden', className)}
    >
      <article data-slot="program-card" {...props}>
        <div className="flex flex-1 flex-col">
          <CoverImage src={program.heroImage} className="aspect-video w-full" />
          <div className="flex flex-1 flex-col gap-2 p-4">
            <Heading dir="auto" className="text-lg leading-snug font-semibold break-words">
              <Link
                href={href}
                className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {program.title}
              </Link>
            </Heading>
            <p className="line-clamp-2 text-sm text-text-muted">{program.tagline}</p>
            <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-text-muted">
              <li className="flex items-center gap-1.5">
                <BookOpen aria-hidden="true" className="size-4" />
                {texts.courses(program.stats.courseCount)}
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {texts.events(program.stats.eventCount)}
              </li>
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {texts.hours(program.stats.totalDurationHours)}
              </li>
            </ul>
          </div>
        </div>
      </article>
    </Card>
  );
}
