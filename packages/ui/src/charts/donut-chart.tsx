import type { ReactNode } from 'react';
import * as chartsMessages from '@lp/locales/en/ui-charts';
import { useFormat, useMessages } from '../i18n';
import { ChartFrame, ChartTable, type ChartFrameProps } from './chart-frame';
import { chartColor, donutSlices } from './chart-utils';

export interface DonutDatum {
  name: string;
  value: number;
  /** A chart colour role such as 'chart-1' (spec 2 §3: department share). */
  color?: string;
}

export interface DonutChartProps extends Omit<ChartFrameProps, 'children'> {
  /** The shares (spec 2 §2.14: students by department). */
  data: readonly DonutDatum[];
  /** Text in the ring's middle, such as the total. */
  centerLabel?: ReactNode;
  /** Column names of the data table. @default ['Department', 'Share'] */
  columns?: readonly [string, string];
}

const RADIUS = 15.915; // circumference 100, so dash lengths are percents

/** A donut of shares with a legend that names each slice and its percent (colour is never the only cue). */
export function DonutChart({
  data,
  centerLabel,
  columns: columnsProp,
  title,
  ...props
}: DonutChartProps) {
  const text = useMessages(chartsMessages);
  const format = useFormat();
  const columns = columnsProp ?? [text.departmentColumn, text.shareColumn];
  const slices = donutSlices(data.map((d) => d.value));
  const percentText = (i: number) => format.percent(Math.round(slices[i]!.percent) / 100);
  return (
    <ChartFrame title={title} {...props}>
      <div className="flex flex-wrap items-center gap-6">
        <div className="relative size-40 shrink-0">
          <svg
            viewBox="0 0 42 42"
            aria-hidden="true"
            data-slot="donut-chart"
            className="size-full -rotate-90"
          >
            <circle
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              strokeWidth="6"
              className="stroke-surface-sunken"
            />
            {data.map((d, i) => (
              <circle
                key={d.name}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                strokeWidth="6"
                stroke={chartColor(d.color, i)}
                strokeDasharray={`${slices[i]!.percent} ${100 - slices[i]!.percent}`}
                strokeDashoffset={-slices[i]!.offset}
                data-slot="donut-chart-slice"
              />
            ))}
          </svg>
          {centerLabel && (
            <div className="absolute inset-0 flex items-center justify-center text-center text-sm font-semibold">
              {centerLabel}
            </div>
          )}
        </div>
        <ul aria-hidden="true" data-slot="donut-chart-legend" className="grid gap-1.5 text-sm">
          {data.map((d, i) => (
            <li key={d.name} className="flex items-center gap-2">
              <span
                className="size-3 shrink-0 rounded-sm forced-colors:border"
                style={{ background: chartColor(d.color, i) }}
              />
              <span>{d.name}</span>
              <span className="text-text-muted tabular-nums">{percentText(i)}</span>
            </li>
          ))}
        </ul>
      </div>
      <ChartTable
        caption={title}
        columns={columns}
        rows={data.map((d, i) => [d.name, percentText(i)])}
      />
    </ChartFrame>
  );
}
