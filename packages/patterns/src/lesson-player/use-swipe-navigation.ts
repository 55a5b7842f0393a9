import { swipeState } from '@lp/contract';
import { useRef, useState, type PointerEvent, type TouchEvent } from 'react';

/** What the hint over the lesson says while a finger moves (spec 1 §2.7); null hides it. */
export type SwipeHint = 'next' | 'previous' | 'undecided' | null;

export interface UseSwipeNavigationOptions {
  /** Called when a swipe to the left passes 100 px and Next is allowed. */
  onNext: () => void;
  /** Called when a swipe to the right passes 100 px and Previous is allowed. */
  onPrevious: () => void;
  /** False at the last lesson. */
  canGoNext: boolean;
  /** False at the first lesson. */
  canGoPrevious: boolean;
  /** Turns the gesture off (for example while a dialog covers the area). @default true */
  enabled?: boolean;
}

/**
 * A gesture's direction is decided once it has moved this far: a mostly vertical movement
 * is a scroll and is left to the browser; a mostly horizontal one is a swipe.
 */
export const SWIPE_AXIS_LOCK_PX = 10;

interface Gesture {
  startX: number;
  startY: number;
  axis: 'x' | 'y' | null;
  deltaX: number;
}

/**
 * Horizontal swipe navigation between lessons (spec 1 §2.7) from touch events and pointer
 * events of type touch (a mouse drag stays a text selection). The decision is the contract's
 * `swipeState`: over 100 px goes next (left) or previous (right); past 50 px a hint shows.
 * Spread `swipeProps` on the swipe area; give it `touch-action: pan-y` so vertical scrolling
 * stays with the browser.
 */
export function useSwipeNavigation({
  onNext,
  onPrevious,
  canGoNext,
  canGoPrevious,
  enabled = true,
}: UseSwipeNavigationOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [hint, setHint] = useState<SwipeHint>(null);

  // A direction that cannot be taken (Next at the last lesson) does not promise it in the hint.
  const hintFor = (deltaX: number): SwipeHint => {
    const state = swipeState(deltaX).hint;
    if (state === 'next' && !canGoNext) return 'undecided';
    if (state === 'previous' && !canGoPrevious) return 'undecided';
    return state;
  };

  // A real touch fires both pointer and touch events; the first start wins and the first end
  // finishes the gesture, so the other stream's events find no gesture and do nothing.
  const start = (x: number, y: number) => {
    if (!enabled || gesture.current) return;
    gesture.current = { startX: x, startY: y, axis: null, deltaX: 0 };
  };

  const move = (x: number, y: number) => {
    const current = gesture.current;
    if (!current) return;
    const deltaX = x - current.startX;
    const deltaY = y - current.startY;
    if (current.axis === null) {
      if (Math.max(Math.abs(deltaX), Math.abs(deltaY)) < SWIPE_AXIS_LOCK_PX) return;
      current.axis = Math.abs(deltaX) > Math.abs(deltaY) ? 'x' : 'y';
    }
    if (current.axis !== 'x') return;
    current.deltaX = deltaX;
    setHint(hintFor(deltaX));
  };

  const end = (commit: boolean) => {
    const current = gesture.current;
    gesture.current = null;
    setHint(null);
    if (!commit || current?.axis !== 'x') return;
    const { action } = swipeState(current.deltaX);
    if (action === 'next' && canGoNext) onNext();
    if (action === 'previous' && canGoPrevious) onPrevious();
  };

  const isTouchPointer = (event: PointerEvent) => event.pointerType === 'touch' && event.isPrimary;

  const swipeProps = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger makes it a pinch, not a swipe.
      if (event.touches.length !== 1 || !touch) return end(false);
      start(touch.clientX, touch.clientY);
    },
    onTouchMove: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) move(touch.clientX, touch.clientY);
    },
    onTouchEnd: () => end(true),
    onTouchCancel: () => end(false),
    onPointerDown: (event: PointerEvent) => {
      if (isTouchPointer(event)) start(event.clientX, event.clientY);
    },
    onPointerMove: (event: PointerEvent) => {
      if (isTouchPointer(event)) move(event.clientX, event.clientY);
    },
    onPointerUp: (event: PointerEvent) => {
      if (isTouchPointer(event)) end(true);
    },
    // The browser cancels the pointer when it takes the gesture over for scrolling.
    onPointerCancel: (event: PointerEvent) => {
      if (isTouchPointer(event)) end(false);
    },
  };

  return { swipeProps, hint };
}
