import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-lg border border-border bg-surface-raised text-text shadow-sm forced-colors:border-[CanvasText]',
  {
    variants: {
      variant: {
        default: '',
        interactive: [
          'cursor-pointer transition-shadow duration-150 motion-reduce:transition-none',
          'hover:border-border-strong hover:shadow-md',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'has-[a:focus-visible,button:focus-visible]:outline-2 has-[a:focus-visible,button:focus-visible]:outline-offset-2 has-[a:focus-visible,button:focus-visible]:outline-ring',
        ],
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {
  /** Merges the card's props and classes onto its only child, e.g. a link that makes the whole card clickable. @default false */
  asChild?: boolean;
}

/** A surface that groups related content: a course, a stat, a university. */
export function Card({ variant, asChild = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The top of a card: its title, description and an optional action. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 px-6 pt-6', className)}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** The heading element, to keep the page outline right. @default 'h3' */
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

/**
 * The card's heading. Its direction comes from its own text (`dir="auto"`): a title is often data
 * in its own language (an English course in an Arabic page), whose trailing period or leading
 * number would otherwise land on the wrong side.
 */
export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return (
    <Heading
      data-slot="card-title"
      dir="auto"
      className={cn('text-lg leading-tight font-semibold text-text', className)}
      {...props}
    />
  );
}

/** A line of supporting text under the title; like the title, its direction is its text's. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      dir="auto"
      className={cn('text-sm text-text-muted', className)}
      {...props}
    />
  );
}

/** The card's body. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-content"
      className={cn('px-6 [&:last-child]:pb-6', className)}
      {...props}
    />
  );
}

/** The bottom row of a card, usually its actions. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-6 pb-6', className)}
      {...props}
    />
  );
}
