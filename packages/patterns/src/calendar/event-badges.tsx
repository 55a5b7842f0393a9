import type { CalendarEvent } from '@lp/contract';
import { Badge, badgeTone, cn } from '@lp/ui';
import type { ComponentProps } from 'react';
import { eventTone, type EventTone } from './event-tone';
import { useEventLabels } from './use-event-labels';

// A plain map rather than cva: patterns does not depend on class-variance-authority, and one
// class per tone needs no variant engine. Written out in full so Tailwind finds every class.
const toneFill: Record<EventTone, string> = {
  primary: 'bg-primary',
  accent: 'bg-accent',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  neutral: 'bg-text-muted',
};

/** The small swatch of an event's colour. Decorative: the type's name carries the meaning. */
export function ToneDot({
  tone,
  className,
  ...props
}: ComponentProps<'span'> & { tone: EventTone }) {
  return (
    <span
      data-slot="calendar-tone-dot"
      data-tone={tone}
      aria-hidden="true"
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full forced-colors:bg-[CanvasText]',
        toneFill[tone],
        className,
      )}
      {...props}
    />
  );
}

/** The event's type as a neutral badge with its colour's swatch ('Study session'). */
export function EventTypeBadge({
  event,
  className,
}: {
  event: Pick<CalendarEvent, 'type' | 'color'>;
  className?: string;
}) {
  const labels = useEventLabels();
  return (
    <Badge data-slot="calendar-type-badge" className={className}>
      <ToneDot tone={eventTone(event)} />
      {labels.type(event.type)}
    </Badge>
  );
}

/** 'High priority' in the risk tones (danger, warning, success). */
export function PriorityBadge({
  priority,
  suffix,
}: {
  priority: CalendarEvent['priority'];
  /** Follows the level's name in place of the language's own wording ('High priority'). */
  suffix?: string;
}) {
  const labels = useEventLabels();
  return (
    <Badge
      data-slot="calendar-priority-badge"
      data-priority={priority}
      variant={badgeTone({ risk: priority })}
    >
      {suffix
        ? labels.messages.priorityWithSuffix({ priority: labels.priority(priority), suffix })
        : labels.priorityBadge(priority)}
    </Badge>
  );
}
