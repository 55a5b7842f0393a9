import { msUntilNextMidnightUtc } from '@lp/contract';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useNow } from './use-now';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left, rounding up to the next second; never negative. */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * What screen readers hear: minutes at most, so the text (and the live region) changes once a
 * minute and not every second. Under a minute it says 'less than a minute'.
 */
export function countdownAnnouncement(ms: number): string {
  const { days, hours, minutes } = splitDuration(ms);
  if (ms <= 0) return '';
  const parts: string[] = [];
  if (days) parts.push(plural(days, 'day'));
  if (hours) parts.push(plural(hours, 'hour'));
  if (minutes) parts.push(plural(minutes, 'minute'));
  return parts.length ? `${parts.join(' ')} remaining` : 'less than a minute remaining';
}

/** The target formatted in a time zone with its abbreviation, such as 'Thu, Jul 17, 5:00 PM CDT'. */
export function formatInTimeZone(time: number, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(time);
}

export const countdownVariants = cva('inline-grid gap-1 text-text', {
  variants: {
    size: { sm: 'text-lg', md: 'text-3xl', lg: 'text-5xl' },
  },
  defaultVariants: { size: 'md' },
});

export interface CountdownProps
  extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof countdownVariants> {
  /** The moment counted down to. @default the next midnight UTC, rolling forward a day when passed (spec 2 §2.2) */
  target?: Date | number;
  /** The current time; leave out to tick every second with `useNow`. @default undefined */
  now?: number;
  /** The time zone the target is shown in (IANA name). @default 'UTC' */
  timeZone?: string;
  /** The locale of the target's date text. @default 'en-US' */
  locale?: string;
  /** What is counted down to, shown above the digits. @default undefined */
  label?: string;
  /** Shown once a fixed target has passed. @default 'Started' */
  completedText?: string;
  /** Shows the target date and time under the digits. @default true */
  showTarget?: boolean;
  /** Unit names under the digits. @default { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' } */
  unitLabels?: Record<keyof DurationParts, string>;
}

const defaultUnits = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

/**
 * A live countdown (spec 2 §2.2, §2.5): digits that tick every second (hidden from screen
 * readers), a polite announcement that changes at most once a minute, and the target time in
 * the chosen time zone.
 */
export function Countdown({
  target,
  now: nowProp,
  timeZone = 'UTC',
  locale = 'en-US',
  label,
  completedText = 'Started',
  showTarget = true,
  unitLabels = defaultUnits,
  size,
  className,
  ...props
}: CountdownProps) {
  const ticking = useNow(1000, nowProp === undefined);
  const now = nowProp ?? ticking;
  const fixed =
    target === undefined ? undefined : typeof target === 'number' ? target : target.getTime();
  const end = fixed ?? now + msUntilNextMidnightUtc(now);
  const left = end - now;
  const parts = splitDuration(left);
  const done = fixed !== undefined && left <= 0;
  // Minute granularity: React rewrites the live region only when this text changes, once a minute.
  const announcement = done ? completedText : countdownAnnouncement(left);
  const units = (
    parts.days > 0 ? ['days', 'hours', 'minutes', 'seconds'] : ['hours', 'minutes', 'seconds']
  ) as (keyof DurationParts)[];

  return (
    <div
      data-slot="countdown"
      data-state={done ? 'completed' : 'running'}
      className={cn(countdownVariants({ size }), className)}
      {...props}
    >
      {label && <p className="text-sm font-medium text-text-muted">{label}</p>}
      <div
        aria-hidden="true"
        data-slot="countdown-digits"
        className="flex items-start gap-2 font-mono font-semibold tabular-nums"
      >
        {units.map((unit, i) => (
          <div key={unit} className="flex items-start gap-2">
            {i > 0 && <span className="text-text-muted">:</span>}
            <span className="grid justify-items-center">
              <span>{String(parts[unit]).padStart(2, '0')}</span>
              <span className="font-sans text-xs font-normal text-text-muted">
                {unitLabels[unit]}
              </span>
            </span>
          </div>
        ))}
      </div>
      <p
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-slot="countdown-announcement"
      >
        {label ? `${label}: ` : ''}
        {announcement}
      </p>
      {showTarget && (
        <p data-slot="countdown-target" className="text-xs text-text-muted">
          {done ? (
            completedText
          ) : (
            <time dateTime={new Date(end).toISOString()}>
              {formatInTimeZone(end, timeZone, locale)}
            </time>
          )}
        </p>
      )}
    </div>
  );
}
