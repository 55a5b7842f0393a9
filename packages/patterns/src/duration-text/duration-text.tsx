import * as durationTextMessages from '@lp/locales/en/duration-text';
import { useMessages } from '@lp/ui';
import type { ComponentProps } from 'react';

/** A course's or an event's length: its display text, and its number of hours when known. */
export interface Duration {
  /** The text the API gives, e.g. '12 hours' (the spec's English, for other API users). */
  duration: string;
  /** The length in hours when it is a number. */
  durationHours?: number;
}

export interface DurationTextProps extends Omit<ComponentProps<'bdi'>, 'children'> {
  /** The course or event whose length is shown. */
  of: Duration;
}

/**
 * A course's or an event's length in the page's language: 'N hours' from the number of hours;
 * one that has only a text (older data) shows the text as it is.
 */
export function DurationText({ of, ...props }: DurationTextProps) {
  const text = useMessages(durationTextMessages);
  return (
    <bdi data-slot="duration-text" {...props}>
      {of.durationHours === undefined ? of.duration : text.hours({ hours: of.durationHours })}
    </bdi>
  );
}
