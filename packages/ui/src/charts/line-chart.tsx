import { chartTooltipPercent, dailyActiveChart, nearestChartPoint } from '@lp/contract';
import { useEffect, useId, useMemo, useState, type PointerEvent, type ReactNode } from 'react';
import { useDirection } from '../direction';
import * as chartsMessages from '@lp/locales/en/ui-charts';
import { useFormat, useMessages } from '../i18n';
import { ChartFrame, ChartTable, type ChartFrameProps } from './chart-frame';
import { linePath, linePoints, type Datum } from './chart-utils';

const BOX = { width: 600, height: 220, padding: 16 };

export interface LineChartProps extends Omit<ChartFrameProps, 'children'> {
  /** The points in order (spec 2 §2.2: 22 days of active learners). */
  data: readonly Datum[];
  /** The value axis range. @default the data's min and max */
  domain?: readonly [number, number];
  /** How close (px) the pointer must be to highlight a point (spec 2 §9: 15). @default 15 */
  hoverRadius?: number;
  /** The tooltip of a point. @default '{label}: {value} ({value / 38, capped at 100}%)' */
  tooltip?: (datum: Datum) => ReactNode;
  /** Column names of the data table. @default ['Day', 'Value'] */
  columns?: readonly [string, string];
  /** Formats values in the table and tooltip. @default the page language's grouping */
  formatValue?: (value: number) => string;
  /** Draws the line in on first show (skipped when motion is reduced). @default true */
  animate?: boolean;
}

/** A line chart such as the daily active learners of the staff analytics view (spec 2 §2.2). */
export function LineChart({
  data,
  domain,
  hoverRadius = dailyActiveChart.hoverRadius,
  tooltip,
  columns: columnsProp,
  formatValue: formatValueProp,
  animate = true,
  title,
  ...props
}: LineChartProps) {
  const text = useMessages(chartsMessages);
  const format = useFormat();
  const columns = columnsProp ?? [text.dayColumn, text.valueColumn];
  const formatValue = formatValueProp ?? ((value: number) => format.number(value));
  const id = useId();
  const points = useMemo(
    () =>
      linePoints(
        data.map((d) => d.value),
        BOX,
        domain,
      ),
    [data, domain],
  );
  const path = linePath(points);
  const [active, setActive] = useState<number | null>(null);
  const direction = useDirection();
  const [drawn, setDrawn] = useState(!animate);

  useEffect(() => {
    if (!animate) return;
    // One frame at the start state, then the transition draws the line (none under reduced motion).
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const sx = rect.width / BOX.width;
    const sy = rect.height / BOX.height;
    const onScreen = points.map((p) => ({ x: p.x * sx, y: p.y * sy }));
    // Right to left, the drawing is mirrored: time runs from the right edge.
    const rtl = direction === 'rtl';
    setActive(
      nearestChartPoint(
        onScreen,
        {
          x: rtl ? rect.right - event.clientX : event.clientX - rect.left,
          y: event.clientY - rect.top,
        },
        hoverRadius,
      ),
    );
  };

  const activePoint = active === null ? undefined : points[active];
  const activeDatum = active === null ? undefined : data[active];
  const tip = activeDatum
    ? (tooltip?.(activeDatum) ??
      text.tooltip({
        label: activeDatum.label,
        value: formatValue(activeDatum.value),
        percent: format.percent(chartTooltipPercent(activeDatum.value) / 100),
      }))
    : null;

  return (
    <ChartFrame title={title} {...props}>
      <div className="relative">
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          aria-hidden="true"
          data-slot="line-chart"
          // Time runs along the line of text: right to left, the line starts at the right.
          className="h-auto w-full overflow-visible rtl:-scale-x-100"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <defs>
            <linearGradient id={`${id}-fill`} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary)" stopOpacity="0.25" />
              <stop offset="100%" stopColor="var(--color-primary)" stopOpacity="0" />
            </linearGradient>
          </defs>
          {[0.25, 0.5, 0.75].map((share) => (
            <line
              key={share}
              x1={BOX.padding}
              x2={BOX.width - BOX.padding}
              y1={BOX.height * share}
              y2={BOX.height * share}
              className="stroke-border"
              strokeDasharray="4 4"
            />
          ))}
          {points.length > 1 && (
            <path
              d={`${path}L${points.at(-1)!.x},${BOX.height - BOX.padding}L${points[0]!.x},${BOX.height - BOX.padding}Z`}
              fill={`url(#${id}-fill)`}
              data-drawn={drawn}
              className="opacity-0 transition-opacity duration-700 data-[drawn=true]:opacity-100 motion-reduce:transition-none"
            />
          )}
          <path
            d={path}
            pathLength={1}
            fill="none"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeDasharray="1"
            strokeDashoffset={drawn ? 0 : 1}
            data-slot="line-chart-line"
            className="stroke-primary transition-[stroke-dashoffset] duration-1000 ease-out motion-reduce:transition-none forced-colors:stroke-[CanvasText]"
          />
          {points.map((p, i) => (
            <circle
              key={i}
              cx={p.x}
              cy={p.y}
              r={i === active ? 6 : 3}
              data-active={i === active}
              className="fill-surface stroke-primary data-[active=true]:fill-primary"
              strokeWidth="2"
            />
          ))}
        </svg>
        {activePoint && tip && (
          <div
            aria-hidden="true"
            data-slot="line-chart-tooltip"
            className="pointer-events-none absolute z-tooltip -translate-x-1/2 -translate-y-full rtl:translate-x-1/2 rounded-md bg-surface-inverse px-2 py-1 text-xs whitespace-nowrap text-text-inverse shadow-md"
            style={{
              insetInlineStart: `${(activePoint.x / BOX.width) * 100}%`,
              top: `calc(${(activePoint.y / BOX.height) * 100}% - 10px)`,
            }}
          >
            {tip}
          </div>
        )}
      </div>
      <ChartTable
        caption={title}
        columns={columns}
        rows={data.map((d) => [d.label, formatValue(d.value)])}
      />
    </ChartFrame>
  );
}
