import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { CalendarGridEvent } from './types';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring forced-colors:border forced-colors:border-[ButtonText]';

/**
 * An event's chip: a subtle fill with strong text as the Badge draws its tones (each pair meets
 * 4.5:1 in every brand, light and dark), and a bar in the tone's full colour at the start edge.
 * Accent has no subtle role, so it sits on the sunken surface. A completed event turns muted
 * and struck through whatever its tone.
 */
export const calendarEventChipVariants = cva(
  [
    'flex min-h-6 w-full min-w-0 cursor-pointer items-center gap-1 rounded-sm border-s-4 px-1 text-start text-xs leading-tight',
    'transition-colors duration-150 motion-reduce:transition-none hover:brightness-95',
    'data-[completed=true]:bg-surface-sunken data-[completed=true]:text-text-muted data-[completed=true]:line-through',
    focusRing,
  ],
  {
    variants: {
      tone: {
        primary: 'border-primary bg-primary-subtle text-primary-text',
        accent: 'border-accent bg-surface-sunken text-text',
        info: 'border-info bg-info-subtle text-info',
        success: 'border-success bg-success-subtle text-success',
        warning: 'border-warning bg-warning-subtle text-warning',
        danger: 'border-danger bg-danger-subtle text-danger',
        neutral: 'border-border-strong bg-surface-sunken text-text',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export interface EventChipProps extends Omit<ComponentProps<'button'>, 'children'> {
  event: CalendarGridEvent;
  /** Shown before the title, such as the start time; hidden under md where cells are narrow. */
  time?: string;
  /** Said after a completed event's title (with its separator: ', completed'). */
  completedLabel: string;
}

/** One event in a cell, as a button that opens it. */
export function EventChip({ event, time, completedLabel, className, ...props }: EventChipProps) {
  const tone = event.tone ?? 'primary';
  return (
    <button
      type="button"
      data-slot="calendar-event"
      data-tone={tone}
      data-completed={event.completed ?? false}
      className={cn(calendarEventChipVariants({ tone }), className)}
      {...props}
    >
      <span className="flex min-w-0 gap-1">
        {time && <span className="hidden shrink-0 font-medium md:inline">{time} </span>}
        {/* The title truncates on its own, in its own language's direction: an English title in
            a right-to-left page loses its end to the ellipsis, not its start. */}
        <bdi className="min-w-0 truncate">{event.title}</bdi>
        {event.completed && <span className="sr-only">{completedLabel}</span>}
      </span>
    </button>
  );
}

/** A cell's overflow button ('+N' / '+N more'): opens the day with everything in it. */
export function MoreButton({
  className,
  children,
  ...props
}: ComponentProps<'button'> & { children: ReactNode }) {
  return (
    <button
      type="button"
      data-slot="calendar-more"
      className={cn(
        'min-h-6 min-w-6 w-fit cursor-pointer rounded-sm px-1 text-center text-xs font-medium text-text-muted hover:bg-surface-sunken hover:text-text',
        focusRing,
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
