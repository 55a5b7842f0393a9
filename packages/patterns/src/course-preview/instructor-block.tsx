import type { Instructor } from '@lp/contract';
import * as coursePreviewMessages from '@lp/locales/en/course-preview';
import { Avatar, Link, cn, useMessages } from '@lp/ui';
import { useId, type ComponentProps } from 'react';

/** What the instructor block shows: the name, and the title, bio and picture when known. */
export type CoursePreviewInstructor = Pick<Instructor, 'name'> &
  Partial<Pick<Instructor, 'title' | 'bio' | 'avatar'>>;

export interface InstructorBlockProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The course's instructor. */
  instructor: CoursePreviewInstructor;
  /** The teacher's page (/teacher/{id}); without it the name is plain text. */
  href?: string;
  /** The block's heading. @default 'Instructor' */
  title?: string;
}

/** The instructor block of the course page (spec 2 §2.6): picture, name, title and bio. */
export function InstructorBlock(allProps: InstructorBlockProps) {
  const text = useMessages(coursePreviewMessages);
  const { instructor, href, title = text.instructor, className, ...props } = allProps;
  const headingId = useId();
  return (
    <section
      data-slot="instructor-block"
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-5 md:flex-row">
        <Avatar name={instructor.name} src={instructor.avatar} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p dir="auto" className="text-lg font-semibold break-words">
            {href ? (
              <Link href={href} className="underline-offset-4 hover:underline">
                {instructor.name}
              </Link>
            ) : (
              instructor.name
            )}
          </p>
          {instructor.title ? <p className="text-sm text-text-muted">{instructor.title}</p> : null}
          {instructor.bio ? <p className="mt-2 max-w-prose text-text">{instructor.bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
