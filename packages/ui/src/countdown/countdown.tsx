import { msUntilNextMidnightUtc } from '@lp/contract';
import * as countdownMessages from '@lp/locales/en/ui-countdown';
import en from '@lp/locales/en/ui-countdown';
import { cva, type VariantProps } from 'class-variance-authority';
import { useMemo, type ComponentProps } from 'react';
import { formattersFor, intl, useFormat, useMessages } from '../i18n';
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

/**
 * What screen readers hear: minutes at most, so the text (and the live region) changes once a
 * minute and not every second. Under a minute it says 'less than a minute'. In English unless
 * given a language's messages and locale.
 */
export function countdownAnnouncement(ms: number, text: typeof en = en, locale = 'en'): string {
  const { days, hours, minutes } = splitDuration(ms);
  if (ms <= 0) return '';
  const parts: string[] = [];
  if (days) parts.push(text.days({ count: days }));
  if (hours) parts.push(text.hours({ count: hours }));
  if (minutes) parts.push(text.minutes({ count: minutes }));
  // '1 day 2 hours': the units joined as the language joins measures.
  const duration = formattersFor(locale).list(parts, { type: 'unit', style: 'narrow' });
  return parts.length ? text.remaining({ duration }) : text.lessThanMinute;
}

/** The target formatted in a time zone with its abbreviation, such as 'Thu, Jul 17, 5:00 PM CDT'. */
export function formatInTimeZone(time: number, timeZone: string, locale = 'en-US'): string {
  return intl(Intl.DateTimeFormat, locale, {
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
  /** The locale of the target's date text. @default the page's language (I18nProvider) */
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

/**
 * A live countdown (spec 2 §2.2, §2.5): digits that tick every second (hidden from screen
 * readers), a polite announcement that changes at most once a minute, and the target time in
 * the chosen time zone.
 */
export function Countdown({
  target,
  now: nowProp,
  timeZone = 'UTC',
  locale: localeProp,
  label,
  completedText: completedTextProp,
  showTarget = true,
  unitLabels: unitLabelsProp,
  size,
  className,
  ...props
}: CountdownProps) {
  const text = useMessages(countdownMessages);
  const format = useFormat();
  const locale = localeProp ?? format.locale;
  const completedText = completedTextProp ?? text.completedText;
  const defaultUnits = useMemo(
    () => ({
      days: text.unitDays,
      hours: text.unitHours,
      minutes: text.unitMinutes,
      seconds: text.unitSeconds,
    }),
    [text],
  );
  const unitLabels = unitLabelsProp ?? defaultUnits;
  const ticking = useNow(1000, nowProp === undefined);
  const now = nowProp ?? ticking;
  const fixed =
    target === undefined ? undefined : typeof target === 'number' ? target : target.getTime();
  const end = fixed ?? now + msUntilNextMidnightUtc(now);
  const left = end - now;
  const parts = splitDuration(left);
  const done = fixed !== undefined && left <= 0;
  // Minute granularity: React rewrites the live region only when this text changes, once a minute.
  const announcement = done ? completedText : countdownAnnouncement(left, text, locale);
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
            {i > 0 && (
              // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a separator, not words (hidden)
              <span className="text-text-muted">:</span>
            )}
            <span className="grid justify-items-center">
              <span>
                {format.number(parts[unit], { minimumIntegerDigits: 2, useGrouping: false })}
              </span>
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
        {label ? text.labelled({ label, announcement }) : announcement}
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
