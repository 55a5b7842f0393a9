import * as carouselMessages from '@lp/locales/en/ui-carousel';
import { sizeTokens } from '@lp/tokens';
import { Children } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from '../icon';
import { useMessages } from '../i18n';
import { cn } from '../lib/cn';
import { useCarousel } from './use-carousel';

export interface CarouselProps extends Omit<ComponentProps<'section'>, 'aria-label'> {
  /** The region's name, e.g. 'You Might Like'. */
  label: string;
  /** The items, one card each. */
  children: ReactNode;
  /** How far an arrow scrolls, in px (next-step cards use 300). @default 320 (tokens `size.carousel.step`) */
  step?: number;
  /** Shows at most this many items (spec 2 §9: carousels show at most 8). @default 8 */
  maxItems?: number;
  /** Arrows only with more items than this (next-step cards: 3); without it, arrows show when the items do not fit. */
  minItemsForArrows?: number;
  /** Name of the back arrow. @default 'Previous' */
  previousLabel?: string;
  /** Name of the forward arrow. @default 'Next' */
  nextLabel?: string;
  /** A visible heading shown beside the arrows. */
  heading?: ReactNode;
}

const arrowClass = cn(
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface text-text',
  'transition-colors duration-150 hover:bg-primary-subtle motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
  'forced-colors:border-[ButtonText]',
);

/** A horizontal row of cards with scroll snapping and previous/next arrows (spec 2 §2.2). */
export function Carousel({
  label,
  children,
  step = sizeTokens.carousel.step,
  maxItems = 8,
  minItemsForArrows,
  previousLabel,
  nextLabel,
  heading,
  className,
  ...props
}: CarouselProps) {
  const text = useMessages(carouselMessages);
  const items = Children.toArray(children).slice(0, Math.max(0, maxItems));
  const { scrollerProps, previous, next, showArrows, canScrollPrev, canScrollNext } = useCarousel({
    step,
    count: items.length,
    minItemsForArrows,
  });

  return (
    <section
      data-slot="carousel"
      aria-label={label}
      aria-roledescription={text.roleDescription}
      className={cn('grid gap-3 font-sans text-text', className)}
      {...props}
    >
      {heading || showArrows ? (
        <div data-slot="carousel-header" className="flex items-center gap-2">
          {heading ? <div className="min-w-0 flex-1">{heading}</div> : <div className="flex-1" />}
          {showArrows ? (
            <>
              <button
                type="button"
                data-slot="carousel-previous"
                aria-label={previousLabel ?? text.previousLabel}
                aria-disabled={!canScrollPrev || undefined}
                className={arrowClass}
                onClick={() => canScrollPrev && previous()}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                data-slot="carousel-next"
                aria-label={nextLabel ?? text.nextLabel}
                aria-disabled={!canScrollNext || undefined}
                className={arrowClass}
                onClick={() => canScrollNext && next()}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <ul
        data-slot="carousel-content"
        // The list scrolls: it takes focus so the arrow keys can move it.
        tabIndex={0}
        aria-label={label}
        {...scrollerProps}
        className={cn(
          'flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          '[scrollbar-width:thin]',
        )}
      >
        {items.map((item, index) => (
          <li
            // Items come as children; their order is the data's, so the index is a stable key.
            key={index}
            data-slot="carousel-item"
            className="shrink-0 snap-start"
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
