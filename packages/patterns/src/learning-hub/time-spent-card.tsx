import * as learningHubMessages from '@lp/locales/en/learning-hub';
import { EmptyState, Heatmap, Skeleton, cn, useAfterHydration, useMessages } from '@lp/ui';
import { Clock } from '@lp/ui/icons';
import type { ComponentProps } from 'react';

export interface TimeSpentCardTexts {
  /** The heatmap's title. */
  title: string;
  /** Shown when no time is recorded (not in the spec). */
  empty: string;
}

export const defaultTimeSpentCardTexts: TimeSpentCardTexts = {
  title: learningHubMessages.default.timeSpentTitle,
  empty: learningHubMessages.default.timeSpentEmpty,
};

/** The card's texts in the tree's language, with a deployment's overrides on top. */
export function useTimeSpentCardTexts(overrides?: Partial<TimeSpentCardTexts>): TimeSpentCardTexts {
  const m = useMessages(learningHubMessages);
  return { title: m.timeSpentTitle, empty: m.timeSpentEmpty, ...overrides };
}

/** Whether a heatmap has any time in it: no rows, or only zeros, is empty. */
export function hasLearningTime(values: readonly (readonly number[])[] | null | undefined) {
  return Boolean(values?.some((row) => row.some((hours) => hours > 0)));
}

export interface TimeSpentCardProps extends Omit<ComponentProps<'figure'>, 'children' | 'title'> {
  /** Hours per slot: 7 days by 7 hourly slots from 9 am to 3 pm (spec 2 §9). */
  values?: readonly (readonly number[])[] | null;
  /** The visible texts. @default defaultTimeSpentCardTexts */
  texts?: Partial<TimeSpentCardTexts>;
}

/** Time Spent Learning (spec 2 §9): ui's heatmap with its three levels and legend, or an empty state. */
export function TimeSpentCard({
  values,
  texts: textsProp,
  className,
  ...props
}: TimeSpentCardProps) {
  const texts = useTimeSpentCardTexts(textsProp);
  // A page the server drew carries the card's frame; its 49 cells follow once it has hydrated.
  const drawn = useAfterHydration();
  if (!drawn && hasLearningTime(values)) {
    return (
      <figure
        data-slot="time-spent-card"
        aria-busy="true"
        className={cn(
          'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-text',
          className,
        )}
        {...props}
      >
        <figcaption className="text-base font-semibold">{texts.title}</figcaption>
        <Skeleton className="h-56 w-full" />
      </figure>
    );
  }
  if (!values || !hasLearningTime(values)) {
    return (
      <figure
        data-slot="time-spent-card"
        className={cn(
          'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-text',
          className,
        )}
        {...props}
      >
        <figcaption className="text-base font-semibold">{texts.title}</figcaption>
        <EmptyState icon={<Clock />} title={texts.empty} titleAs="p" />
      </figure>
    );
  }
  return (
    <Heatmap
      data-slot="time-spent-card"
      values={values}
      title={texts.title}
      className={className}
      {...props}
    />
  );
}
