import * as chartsMessages from '@lp/locales/en/ui-charts';
import { useFormat, useMessages } from '../i18n';
import { ChartFrame, ChartTable, type ChartFrameProps } from './chart-frame';
import { barShare, type Datum } from './chart-utils';

export interface BarChartProps extends Omit<ChartFrameProps, 'children'> {
  /** The bars in order (spec 2 §2.14: enrollment by month). */
  data: readonly Datum[];
  /** The value a full-height bar stands for (spec 2 §9: 15000 students). @default the largest value */
  max?: number;
  /** Column names of the data table. @default ['Month', 'Value'] */
  columns?: readonly [string, string];
  /** Formats the values. @default the page language's grouping */
  formatValue?: (value: number) => string;
}

/** Vertical bars scaled to a fixed maximum, such as the enrollment trend of university analytics. */
export function BarChart({
  data,
  max,
  columns: columnsProp,
  formatValue: formatValueProp,
  title,
  ...props
}: BarChartProps) {
  const text = useMessages(chartsMessages);
  const format = useFormat();
  const columns = columnsProp ?? [text.monthColumn, text.valueColumn];
  const formatValue = formatValueProp ?? ((value: number) => format.number(value));
  const scale = max ?? Math.max(0, ...data.map((d) => d.value));
  return (
    <ChartFrame title={title} {...props}>
      <div aria-hidden="true" data-slot="bar-chart" className="flex h-48 items-end gap-2">
        {data.map((d) => (
          <div key={d.label} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs text-text-muted tabular-nums">{formatValue(d.value)}</span>
            <div
              data-slot="bar-chart-bar"
              className="w-full max-w-12 rounded-t-md bg-primary transition-[height] duration-500 motion-reduce:transition-none forced-colors:bg-[CanvasText]"
              style={{ height: `${barShare(d.value, scale) * 100}%` }}
            />
            <span className="text-xs text-text-muted">{d.label}</span>
          </div>
        ))}
      </div>
      <ChartTable
        caption={title}
        columns={columns}
        rows={data.map((d) => [d.label, formatValue(d.value)])}
      />
    </ChartFrame>
  );
}
