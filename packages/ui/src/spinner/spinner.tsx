import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'sm' },
  },
);

export interface SpinnerProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** Announced to screen readers as a status. Without it the spinner is decorative (its context says what is loading). */
  label?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  const circle = (
    <span data-slot="spinner-circle" aria-hidden="true" className={spinnerVariants({ size })} />
  );
  if (!label) {
    return (
      <span
        data-slot="spinner"
        aria-hidden="true"
        className={cn('inline-flex', className)}
        {...props}
      >
        {circle}
      </span>
    );
  }
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
