import { Card, Skeleton } from '@lp/ui';
import { useId, type ReactNode } from 'react';

export interface PresenceCountCardProps {
  /** The card's heading, e.g. 'Users Online Now'. */
  label: string;
  /** A line under the figure. */
  hint: string;
  /** The figure, formatted; null until the first count arrives. */
  value: string | null;
  /** While null: a skeleton (the count is on its way) or a dash. */
  pending: boolean;
  /** Read in place of a missing figure. */
  pendingLabel: string;
  /**
   * Announce the figure when it changes (polite). The region holds only the number and stays
   * mounted through every state, so it speaks when the count changes and at no other render.
   */
  live?: boolean;
  icon: ReactNode;
  /** The heading's element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
}

/** One of the page's two big figures: 'Users Online Now' or 'Total Enrolled' (spec 2 §2.9). */
export function PresenceCountCard({
  label,
  hint,
  value,
  pending,
  pendingLabel,
  live = false,
  icon,
  headingAs: Heading,
}: PresenceCountCardProps) {
  const headingId = useId();
  return (
    <Card asChild className="p-5 md:p-6">
      <section aria-labelledby={headingId} data-slot="presence-count">
        <div className="flex items-center justify-between gap-3">
          <Heading id={headingId} className="text-base font-medium text-text-muted">
            {label}
          </Heading>
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-text [&_svg]:size-5"
          >
            {icon}
          </span>
        </div>
        <p className="flex min-h-12 items-center text-4xl leading-none font-bold text-text tabular-nums md:text-5xl">
          <span
            data-slot="presence-count-value"
            aria-live={live ? 'polite' : undefined}
            aria-atomic={live ? true : undefined}
            className="break-all"
          >
            {value}
          </span>
          {value === null ? (
            <>
              {pending ? (
                <Skeleton className="h-10" width="w-24" />
              ) : (
                // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a dash for no value, hidden
                <span aria-hidden="true">—</span>
              )}
              <span className="sr-only">{pendingLabel}</span>
            </>
          ) : null}
        </p>
        <p className="text-sm text-text-muted">{hint}</p>
      </section>
    </Card>
  );
}
