import { cn } from '@lp/ui';
import { Quote } from '@lp/ui/icons';
import type { ComponentProps } from 'react';

export interface QuoteBannerProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** The quotation (the deployment's own; the spec gives none). */
  quote: string;
  /** Who said it. */
  author?: string;
}

/** The dashboard's closing quote banner (spec 2 §2.2). */
export function QuoteBanner({ quote, author, className, ...props }: QuoteBannerProps) {
  return (
    <figure
      data-slot="quote-banner"
      className={cn(
        'flex flex-col gap-3 rounded-xl bg-primary px-6 py-8 text-on-primary md:px-12 md:py-10',
        'forced-colors:border forced-colors:border-[CanvasText]',
        className,
      )}
      {...props}
    >
      <Quote aria-hidden="true" className="size-8 opacity-80" />
      <blockquote className="text-xl leading-snug font-semibold text-balance md:text-2xl">
        <p>{quote}</p>
      </blockquote>
      {author ? <figcaption className="text-sm font-medium">{author}</figcaption> : null}
    </figure>
  );
}
