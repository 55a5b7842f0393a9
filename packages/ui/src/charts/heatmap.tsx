import { HEATMAP_HOURS, heatmapLevel } from '@lp/contract';
import * as chartsMessages from '@lp/locales/en/ui-charts';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useFormat, useMessages } from '../i18n';
import { cn } from '../lib/cn';

/** Monday to Sunday (1 to 7 January 2024), as the language shortens them: 'Mon' … 'Sun'. */
const MONDAY_TO_SUNDAY = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));

export const heatmapCellVariants = cva(
  'block rounded-sm forced-colors:border forced-colors:border-[CanvasText]',
  {
    variants: {
      /** `cell` fills a table cell; `swatch` is the legend's 12 px square. */
      size: {
        cell: 'size-full min-h-6',
        swatch: 'size-3 min-h-0',
      },
      level: {
        0: 'bg-primary-subtle',
        1: 'bg-[var(--lp-color-brand-400,var(--color-secondary))]',
        2: 'bg-primary',
      },
    },
    defaultVariants: { size: 'cell', level: 0 },
  },
);

export interface HeatmapProps extends Omit<ComponentProps<'figure'>, 'title'> {
  /** Hours per slot: one row per day, one value per hourly slot (spec 2 §9: 7 by 7). */
  values: readonly (readonly number[])[];
  /** The visible title and the table's caption. */
  title: ReactNode;
  /** Row names. @default ['Mon', ..., 'Sun'] */
  days?: readonly string[];
  /** Slot start hours (24 h). @default [9, ..., 15] */
  hours?: readonly number[];
  /** The three level names. @default ['Under 1 hr', '1 to 2 hrs', '2+ hrs'] */
  levels?: readonly [string, string, string];
  /** The cell text for screen readers. @default (hours, level) => `${hours} hours, ${level}` */
  cellLabel?: (hours: number, level: string) => string;
}

/**
 * The Time Spent Learning heatmap (spec 2 §2.2, §9): days by hourly slots from 9 am to 3 pm in
 * three levels with a legend. It is a real table, so every cell is read with its day and hour.
 */
export function Heatmap({
  values,
  title,
  days: daysProp,
  hours = HEATMAP_HOURS,
  levels: levelsProp,
  cellLabel: cellLabelProp,
  className,
  ...props
}: HeatmapProps) {
  const text = useMessages(chartsMessages);
  const format = useFormat();
  const days =
    daysProp ??
    MONDAY_TO_SUNDAY.map((day) => format.date(day, { weekday: 'short', timeZone: 'UTC' }));
  const levels = levelsProp ?? [text.levelLow, text.levelMid, text.levelHigh];
  const cellLabel =
    cellLabelProp ?? ((h: number, level: string) => text.cellLabel({ hours: h, level }));
  const hourLabel = (hour: number) =>
    text.hourLabel({ hour: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'am' : 'pm' });
  return (
    <figure
      data-slot="heatmap"
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-surface p-4 text-text',
        className,
      )}
      {...props}
    >
      <table className="w-full table-fixed border-separate border-spacing-1 text-xs">
        <caption className="mb-2 text-start text-base font-semibold">{title}</caption>
        <thead>
          <tr>
            <td className="w-10" />
            {hours.map((hour) => (
              <th key={hour} scope="col" className="font-normal text-text-muted">
                {hourLabel(hour)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, row) => (
            <tr key={day}>
              <th scope="row" className="text-start font-normal text-text-muted">
                {day}
              </th>
              {hours.map((hour, col) => {
                const value = values[row]?.[col] ?? 0;
                const level = heatmapLevel(value);
                return (
                  <td key={hour} data-level={level} className="h-7 p-0">
                    <span
                      className={heatmapCellVariants({ level })}
                      title={cellLabel(value, levels[level])}
                    >
                      <span className="sr-only">{cellLabel(value, levels[level])}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label={text.legend}
        data-slot="heatmap-legend"
        className="flex flex-wrap gap-4 text-xs text-text-muted"
      >
        {levels.map((name, level) => (
          <li key={name} className="flex items-center gap-1.5">
            <span className={heatmapCellVariants({ size: 'swatch', level: level as 0 | 1 | 2 })} />
            {name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
