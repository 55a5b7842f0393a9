import { cva, type VariantProps } from 'class-variance-authority';
import { Progress } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormat } from '../i18n';
import { cn } from '../lib/cn';

// The bar fills along the line of text: from the right in right-to-left. The indicator slides
// in with a physical translateX, so the track is mirrored instead; it holds no text.
export const progressBarVariants = cva(
  'relative w-full overflow-hidden rounded-full bg-surface-sunken rtl:-scale-x-100 forced-colors:border forced-colors:border-[CanvasText]',
  {
    variants: {
      size: { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' },
    },
    defaultVariants: { size: 'md' },
  },
);

export const progressIndicatorVariants = cva(
  'size-full flex-1 rounded-full transition-transform duration-300 motion-reduce:transition-none forced-colors:bg-[Highlight]',
  {
    variants: {
      tone: {
        primary: 'bg-primary',
        success: 'bg-success',
        warning: 'bg-warning',
        danger: 'bg-danger',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

/** Clamps a progress value into 0..max (a value out of range would be rejected by the primitive). */
export function clampProgress(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), max);
}

export interface ProgressBarProps
  extends
    Omit<ComponentProps<typeof Progress.Root>, 'value' | 'children'>,
    VariantProps<typeof progressBarVariants>,
    VariantProps<typeof progressIndicatorVariants> {
  /** How far along, from 0 to `max`; `null` for unknown progress. Out-of-range values are clamped. */
  value: number | null;
  /** The value of a full bar. @default 100 */
  max?: number;
  /** What is progressing, shown above the bar and used as its accessible name. */
  label: ReactNode;
  /** Hides the label visually (it stays the accessible name). @default false */
  hideLabel?: boolean;
  /** The text shown at the right of the label, e.g. '2 of 5 lessons'. @default the percentage, such as '62%' */
  valueText?: ReactNode;
  /** Hides the value text. @default false */
  hideValue?: boolean;
}

/** A horizontal bar showing how far a task, a course or a module has come. */
export function ProgressBar({
  value,
  max = 100,
  label,
  hideLabel = false,
  valueText,
  hideValue = false,
  size,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const format = useFormat();
  const safeMax = max > 0 ? max : 100;
  const current = value === null ? null : clampProgress(value, safeMax);
  const percent = current === null ? null : Math.round((current / safeMax) * 100);
  const shownValue = valueText ?? (percent === null ? null : format.percent(percent / 100));
  return (
    <div data-slot="progress-bar" className={cn('flex w-full flex-col gap-1.5', className)}>
      {(!hideLabel || !hideValue) && (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span
            id={labelId}
            data-slot="progress-bar-label"
            className={cn('font-medium text-text', hideLabel && 'sr-only')}
          >
            {label}
          </span>
          {!hideValue && shownValue !== null && (
            <span data-slot="progress-bar-value" aria-hidden="true" className="text-text-muted">
              {shownValue}
            </span>
          )}
        </div>
      )}
      {hideLabel && hideValue && (
        <span id={labelId} className="sr-only">
          {label}
        </span>
      )}
      <Progress.Root
        data-slot="progress-bar-track"
        aria-labelledby={labelId}
        value={current}
        max={safeMax}
        getValueLabel={
          typeof valueText === 'string'
            ? () => valueText
            : (v, m) => format.percent(Math.round((v / m) * 100) / 100)
        }
        className={progressBarVariants({ size })}
        {...props}
      >
        <Progress.Indicator
          data-slot="progress-bar-indicator"
          className={cn(
            progressIndicatorVariants({ tone }),
            current === null && 'w-1/3 animate-pulse motion-reduce:animate-none',
          )}
          style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
