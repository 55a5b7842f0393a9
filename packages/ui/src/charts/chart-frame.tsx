import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface ChartFrameProps extends Omit<ComponentProps<'figure'>, 'title'> {
  /** The chart's visible title and accessible name. */
  title: ReactNode;
  /** A short summary under the title (a headline figure, a trend). */
  description?: ReactNode;
}

/** The figure every chart sits in: a visible caption naming it, the drawing, and its data table. */
export function ChartFrame({ title, description, className, children, ...props }: ChartFrameProps) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      data-slot="chart"
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-surface p-4 text-text',
        className,
      )}
      {...props}
    >
      <figcaption className="grid gap-0.5">
        <span id={`${id}-title`} className="font-semibold">
          {title}
        </span>
        {description && <span className="text-sm text-text-muted">{description}</span>}
      </figcaption>
      {children}
    </figure>
  );
}

export interface ChartTableProps {
  caption: ReactNode;
  columns: readonly [string, ...string[]];
  rows: readonly (readonly ReactNode[])[];
}

/** The chart's data as a table for screen readers (visually hidden). */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <table data-slot="chart-table" className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={j}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
