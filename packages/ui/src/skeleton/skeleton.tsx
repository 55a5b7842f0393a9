import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import * as skeletonMessages from '@lp/locales/en/ui-skeleton';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';

export const skeletonVariants = cva(
  'block animate-pulse bg-surface-sunken motion-reduce:animate-none forced-colors:border forced-colors:border-[GrayText]',
  {
    variants: {
      shape: {
        rect: 'rounded-md',
        text: 'h-4 rounded-sm',
        circle: 'aspect-square rounded-full',
      },
    },
    defaultVariants: { shape: 'rect' },
  },
);

export interface SkeletonProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof skeletonVariants> {
  /** A width class, such as `'w-32'` or `'w-3/4'`. A `text` line is full width without one. */
  width?: string;
}

/**
 * A placeholder shaped like content that is still loading. It is hidden from screen readers:
 * mark the loading region with `aria-busy` and a label, or use `SkeletonGroup`.
 */
export function Skeleton({ shape, width, className, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'rect'}
      aria-hidden="true"
      className={cn(
        skeletonVariants({ shape }),
        width ?? (shape === 'text' ? 'w-full' : undefined),
        className,
      )}
      {...props}
    />
  );
}

export interface SkeletonGroupProps extends ComponentProps<'div'> {
  /** What is loading, announced to screen readers once. @default 'Loading...' */
  label?: string;
}

/** A loading region of skeletons: busy for assistive technology, with one spoken label. */
export function SkeletonGroup({ label, className, children, ...props }: SkeletonGroupProps) {
  const text = useMessages(skeletonMessages);
  return (
    <div
      data-slot="skeleton-group"
      role="status"
      aria-busy="true"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <span className="sr-only">{label ?? text.loading}</span>
      {children}
    </div>
  );
}
