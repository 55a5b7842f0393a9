import { sizeTokens } from '@lp/tokens';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { inlineArrow, useDirection } from '../direction';
import { useMediaQuery } from '../layout/use-media-query';

/**
 * Where a scroller stands: whether it overflows and whether it can go back or forward. Right to
 * left, `scrollLeft` runs from 0 at the start down to negative values (as browsers report it),
 * so the distance from the start is its size either way.
 */
export function scrollPosition(scrollLeft: number, scrollWidth: number, clientWidth: number) {
  // Sub-pixel widths leave a fraction of a pixel at the ends.
  const overflows = scrollWidth - clientWidth > 1;
  const fromStart = Math.abs(scrollLeft);
  return {
    overflows,
    canScrollPrev: overflows && fromStart > 1,
    canScrollNext: overflows && fromStart < scrollWidth - clientWidth - 1,
  };
}

/**
 * Whether the arrows show: with `minItemsForArrows`, only above that count (spec 2 §2.2:
 * next-step cards show arrows only with more than 3); otherwise when the items do not fit.
 */
export function shouldShowArrows({
  count,
  overflows,
  minItemsForArrows,
}: {
  count: number;
  overflows: boolean;
  minItemsForArrows?: number;
}) {
  return minItemsForArrows === undefined ? overflows : count > minItemsForArrows;
}

export interface UseCarouselOptions {
  /** How far one press of an arrow scrolls, in px. @default sizeTokens.carousel.step (320) */
  step?: number;
  /** How many items are shown. */
  count: number;
  /** Arrows only above this many items, whatever fits. */
  minItemsForArrows?: number;
}

/** The carousel's scrolling: arrow buttons and keys move by `step`, Home and End to the ends. */
export function useCarousel({
  step = sizeTokens.carousel.step,
  count,
  minItemsForArrows,
}: UseCarouselOptions) {
  const scrollerRef = useRef<HTMLUListElement | null>(null);
  // Forward is towards the line's end: the right, or the left (negative scrollLeft) in RTL.
  const direction = useDirection();
  const forwardSign = direction === 'rtl' ? -1 : 1;
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Until it is measured (on the server, and while hydrating) a row of more than one card is
  // taken to overflow, as it does on all but wide screens: the arrows are drawn from the start
  // rather than pushing the page down when they appear (a layout shift).
  const [position, setPosition] = useState(() => ({
    overflows: count > 1,
    canScrollPrev: false,
    canScrollNext: count > 1,
  }));

  const measure = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const next = scrollPosition(el.scrollLeft, el.scrollWidth, el.clientWidth);
    setPosition((current) =>
      current.overflows === next.overflows &&
      current.canScrollPrev === next.canScrollPrev &&
      current.canScrollNext === next.canScrollNext
        ? current
        : next,
    );
  }, []);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure, count]);

  const scrollTo = (left: number) => {
    scrollerRef.current?.scrollTo({ left, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  /** One step towards the line's end (1) or its start (-1). */
  const scrollByStep = (towards: 1 | -1) => {
    const el = scrollerRef.current;
    if (el) scrollTo(el.scrollLeft + towards * forwardSign * step);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    const el = event.currentTarget;
    // The arrows move the way they point on screen (APG carousel), so right to left, Left goes
    // forward; Home and End go to the line's start and end.
    const arrow = inlineArrow(event.key, direction);
    const keys: Record<string, () => void> = {
      forward: () => scrollByStep(1),
      back: () => scrollByStep(-1),
      Home: () => scrollTo(0),
      End: () => scrollTo(forwardSign * el.scrollWidth),
    };
    const action = keys[arrow ?? event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return {
    scrollerProps: { ref: scrollerRef, onKeyDown },
    previous: () => scrollByStep(-1),
    next: () => scrollByStep(1),
    showArrows: shouldShowArrows({ count, overflows: position.overflows, minItemsForArrows }),
    canScrollPrev: position.canScrollPrev,
    canScrollNext: position.canScrollNext,
  };
}
