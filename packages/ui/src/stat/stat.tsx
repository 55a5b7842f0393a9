import * as statMessages from '@lp/locales/en/ui-stat';
import type { ComponentProps, ReactNode } from 'react';
import { intl, useLocale, useMessages } from '../i18n';
import { ArrowDownRight, ArrowUpRight, Minus, type IconComponent } from '../icon';
import { cn } from '../lib/cn';

/** Which way a change went. Zero or no change counts as flat. */
export type StatTrend = 'increase' | 'decrease' | 'flat';

/** The direction of a change in percent. */
export function statTrend(change: number): StatTrend {
  if (!Number.isFinite(change) || change === 0) return 'flat';
  return change > 0 ? 'increase' : 'decrease';
}

/** Formats a change as the spec writes it: '+18.3%', '-4%', '0%' (in English; as `locale` writes percentages). */
export function formatChange(change: number, locale = 'en'): string {
  if (!Number.isFinite(change))
    return intl(Intl.NumberFormat, locale, { style: 'percent' }).format(0);
  const digits = Number.isInteger(change) ? 0 : 1;
  return intl(Intl.NumberFormat, locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(change / 100);
}

export interface StatProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What is measured, e.g. 'Universities'. */
  label: ReactNode;
  /** The figure, already formatted, e.g. '3,247'. */
  value: ReactNode;
  /** The change in percent; its sign sets the arrow and the spoken direction. */
  change?: number;
  /** Text after the change, e.g. 'this month'. */
  changeContext?: ReactNode;
  /** A line under the value when there is no change, e.g. 'All systems operational'. */
  description?: ReactNode;
  /** A decorative icon beside the label. */
  icon?: ReactNode;
  /** Spoken before a rise, so direction is not carried by colour alone. @default 'Increase' */
  increaseLabel?: string;
  /** Spoken before a fall. @default 'Decrease' */
  decreaseLabel?: string;
  /** Spoken for no change. @default 'No change' */
  flatLabel?: string;
}

const arrows: Record<StatTrend, IconComponent> = {
  increase: ArrowUpRight,
  decrease: ArrowDownRight,
  flat: Minus,
};

function TrendIcon({ trend }: { trend: StatTrend }) {
  const Arrow = arrows[trend];
  return <Arrow aria-hidden="true" strokeWidth={2.5} className="size-4" />;
}

/** A figure tile for dashboards: a label, a value and an optional change marked by an arrow and words. */
export function Stat({
  label,
  value,
  change,
  changeContext,
  description,
  icon,
  increaseLabel,
  decreaseLabel,
  flatLabel,
  className,
  ...props
}: StatProps) {
  const text = useMessages(statMessages);
  const locale = useLocale();
  const trend = change === undefined ? undefined : statTrend(change);
  const spoken =
    trend === 'increase'
      ? (increaseLabel ?? text.increaseLabel)
      : trend === 'decrease'
        ? (decreaseLabel ?? text.decreaseLabel)
        : (flatLabel ?? text.flatLabel);
  return (
    <div
      data-slot="stat"
      data-trend={trend}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-5 text-text shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <span data-slot="stat-label" className="text-sm font-medium text-text-muted">
          {label}
        </span>
        {icon && (
          <span aria-hidden="true" className="text-primary-text [&_svg]:size-5">
            {icon}
          </span>
        )}
      </div>
      <span data-slot="stat-value" className="text-3xl leading-none font-bold">
        {value}
      </span>
      {trend && change !== undefined && (
        <p data-slot="stat-change" className="flex items-center gap-1 text-sm text-text-muted">
          <span
            data-trend={trend}
            className="inline-flex items-center gap-0.5 font-semibold data-[trend=decrease]:text-danger data-[trend=increase]:text-success"
          >
            <TrendIcon trend={trend} />
            <span className="sr-only">{text.spoken({ trend: spoken })}</span>
            {formatChange(change, locale)}
          </span>
          {changeContext}
        </p>
      )}
      {description && (
        <p data-slot="stat-description" className="text-sm text-text-muted">
          {description}
        </p>
      )}
    </div>
  );
}
