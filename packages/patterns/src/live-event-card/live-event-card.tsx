import type { LiveEvent } from '@lp/contract';
import * as liveEventCardMessages from '@lp/locales/en/live-event-card';
import { Badge, Button, Card, cn, useFormat, useMessages } from '@lp/ui';
import { CalendarDays, Clock, User } from '@lp/ui/icons';
import { useId, useMemo, type ComponentProps } from 'react';
import { CoverImage } from '../cover-image';
import { DurationText } from '../duration-text';
import { eventWhen } from './event-when';

export interface LiveEventCardTexts {
  /** The action's label. */
  action: string;
  /** The badge of a `live-event`. */
  liveEvent: string;
  /** The badge of an `event`. */
  event: string;
  /** The event's date and time, as the event gives them. */
  when: (date: string, time: string) => string;
}

type LiveEventCardMessages = typeof liveEventCardMessages.default;

/** The card's texts from a language's messages (the `live-event-card` namespace). */
function textsFrom(m: LiveEventCardMessages): LiveEventCardTexts {
  return {
    action: m.action,
    liveEvent: m.liveEvent,
    event: m.event,
    when: (date, time) => m.when({ date, time }),
  };
}

export const defaultLiveEventCardTexts: LiveEventCardTexts = textsFrom(
  liveEventCardMessages.default,
);

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useLiveEventCardTexts(overrides?: Partial<LiveEventCardTexts>): LiveEventCardTexts {
  const messages = useMessages(liveEventCardMessages);
  const texts = useMemo(() => textsFrom(messages), [messages]);
  return overrides ? { ...texts, ...overrides } : texts;
}

export interface LiveEventCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The event (spec 2 §3 live event). */
  event: LiveEvent;
  /** Where the action goes (/live for the live session). */
  href: string;
  /** The title's heading level, to keep the page outline right. @default 'h3' */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** The visible texts. @default defaultLiveEventCardTexts */
  texts?: Partial<LiveEventCardTexts>;
}

/** A live event with its date, time, length and instructor: the dashboard's Continue Learning card. */
export function LiveEventCard({
  event,
  href,
  headingAs: Heading = 'h3',
  texts: textsProp,
  className,
  ...props
}: LiveEventCardProps) {
  const texts = useLiveEventCardTexts(textsProp);
  const when = eventWhen(event, useFormat());
  const titleId = useId();
  return (
    <Card asChild className={cn('overflow-hidden', className)} data-event-type={event.type}>
      <article data-slot="live-event-card" aria-labelledby={titleId} {...props}>
        <div className="flex flex-1 flex-col md:flex-row">
          <CoverImage
            src={event.thumbnail}
            className="aspect-video w-full shrink-0 md:aspect-auto md:w-64"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
            <Badge variant={event.type === 'live-event' ? 'danger' : 'info'} dot>
              {event.type === 'live-event' ? texts.liveEvent : texts.event}
            </Badge>
            <Heading dir="auto" id={titleId} className="text-xl leading-tight font-semibold">
              {event.title}
            </Heading>
            <p dir="auto" className="line-clamp-3 text-sm text-text-muted">
              {event.description}
            </p>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-text-muted">
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {texts.when(when.date, when.time)}
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
            <div className="mt-auto pt-1">
              <Button href={href}>{texts.action}</Button>
            </div>
          </div>
        </div>
      </article>
    </Card>
  );
}
