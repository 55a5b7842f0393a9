import { cva, type VariantProps } from 'class-variance-authority';
import { Progress } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useFormat } from '../i18n';
import { cn } from '../lib/cn';

export const progressRingVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center',
  {
    variants: {
      size: { sm: 'size-12 text-xs', md: 'size-20 text-base', lg: 'size-32 text-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

const toneClass = {
  primary: 'text-primary',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
} as const;

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The stroke offset that draws `percent` of the ring (0 draws nothing, 100 the full circle). */
export function ringOffset(percent: number): number {
  const clamped = Math.min(Math.max(Number.isFinite(percent) ? percent : 0, 0), 100);
  return CIRCUMFERENCE * (1 - clamped / 100);
}

export interface ProgressRingProps
  extends
    Omit<ComponentProps<typeof Progress.Root>, 'value' | 'children'>,
    VariantProps<typeof progressRingVariants> {
  /** How far along, from 0 to `max`. Out-of-range values are clamped. */
  value: number;
  /** The value of a full ring. @default 100 */
  max?: number;
  /** The ring's accessible name, e.g. 'Learning Progress'. Use `aria-labelledby` instead to point at a visible label. */
  label?: string;
  /** What the centre shows and screen readers read. @default the percentage, such as '62%' */
  valueText?: string;
  /** Hides the text in the centre. @default false */
  hideValue?: boolean;
  /** The colour of the filled arc. @default 'primary' */
  tone?: keyof typeof toneClass;
  /** Extra content under the value in the centre. */
  children?: ReactNode;
}

/** A circular progress indicator, such as the dashboard's Learning Progress ring. */
export function ProgressRing({
  value,
  max = 100,
  label,
  valueText,
  hideValue = false,
  tone = 'primary',
  size,
  className,
  children,
  ...props
}: ProgressRingProps) {
  const safeMax = max > 0 ? max : 100;
  const current = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const format = useFormat();
  const percent = Math.round((current / safeMax) * 100);
  const text = valueText ?? format.percent(percent / 100);
  return (
    <Progress.Root
      data-slot="progress-ring"
      data-tone={tone}
      aria-label={label}
      value={current}
      max={safeMax}
      getValueLabel={() => text}
      className={cn(progressRingVariants({ size }), className)}
      {...props}
    >
      <svg
        viewBox="0 0 100 100"
        aria-hidden="true"
        className="absolute inset-0 size-full -rotate-90"
      >
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          stroke="currentColor"
          className="text-surface-sunken"
        />
        <circle
          data-slot="progress-ring-indicator"
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={ringOffset(percent)}
          className={cn(
            toneClass[tone],
            'transition-[stroke-dashoffset] duration-500 motion-reduce:transition-none forced-colors:text-[Highlight]',
            percent === 0 && 'opacity-0',
          )}
        />
      </svg>
      {(!hideValue || children) && (
        <span
          data-slot="progress-ring-value"
          aria-hidden="true"
          className="relative flex flex-col items-center leading-none font-semibold text-text"
        >
          {!hideValue && text}
          {children}
        </span>
      )}
    </Progress.Root>
  );
}

export interface StatGaugeProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** What the gauge measures, e.g. 'Courses Completed'. */
  label: string;
  /** The measured value, from 0 to `max`. */
  value: number;
  /** The value of a full ring. @default 100 */
  max?: number;
  /** What the centre shows, e.g. '4/6'. @default the percentage */
  valueText?: string;
  /** A line under the label, e.g. '+2 this week'. */
  description?: ReactNode;
  /** The colour of the arc. @default 'primary' */
  tone?: ProgressRingProps['tone'];
  /** The ring's size. @default 'md' */
  size?: ProgressRingProps['size'];
}

/** One gauge of "Your Learning Overview": a ring with its value in the centre and a label under it. */
export function StatGauge({
  label,
  value,
  max,
  valueText,
  description,
  tone,
  size,
  className,
  ...props
}: StatGaugeProps) {
  const labelId = useId();
  return (
    <figure
      data-slot="stat-gauge"
      className={cn('flex flex-col items-center gap-2 text-center', className)}
      {...props}
    >
      <ProgressRing
        value={value}
        max={max}
        valueText={valueText}
        tone={tone}
        size={size}
        aria-labelledby={labelId}
      />
      <figcaption className="flex flex-col gap-0.5">
        <span id={labelId} data-slot="stat-gauge-label" className="text-sm font-medium text-text">
          {label}
        </span>
        {description && (
          <span data-slot="stat-gauge-description" className="text-xs text-text-muted">
            {description}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
