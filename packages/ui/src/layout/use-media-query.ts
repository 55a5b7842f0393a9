import { breakpointTokens, motionTokens } from '@lp/tokens';
import { useMemo, useSyncExternalStore } from 'react';

export interface UseMediaQueryOptions {
  /** The answer before the browser can be asked (server rendering, first hydration pass). @default false */
  defaultValue?: boolean;
}

/** Whether a CSS media query matches, kept live; SSR-safe (the default value until hydration). */
export function useMediaQuery(query: string, { defaultValue = false }: UseMediaQueryOptions = {}) {
  const store = useMemo(
    () => ({
      subscribe(notify: () => void) {
        if (typeof window === 'undefined' || !window.matchMedia) return () => {};
        const list = window.matchMedia(query);
        list.addEventListener('change', notify);
        return () => list.removeEventListener('change', notify);
      },
      getSnapshot() {
        if (typeof window === 'undefined' || !window.matchMedia) return defaultValue;
        return window.matchMedia(query).matches;
      },
    }),
    [query, defaultValue],
  );
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => defaultValue);
}

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/**
 * The layout class of a window width on the token breakpoints: under md (768) is mobile,
 * under lg (1024) tablet, otherwise desktop (spec 1 §2.2, spec 2 §9).
 */
export function breakpointForWidth(width: number): Breakpoint {
  if (width < breakpointTokens.md) return 'mobile';
  if (width < breakpointTokens.lg) return 'tablet';
  return 'desktop';
}

/**
 * The window's inner width, updated once resizing has paused for `debounceMs`
 * (spec 2 §9: resize debounce 100 ms). `undefined` until it can be measured (server rendering).
 */
export function useWindowWidth(
  debounceMs: number = motionTokens.delay['resize-debounce'],
): number | undefined {
  const store = useMemo(() => {
    let width = typeof window === 'undefined' ? undefined : window.innerWidth;
    return {
      subscribe(notify: () => void) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const onResize = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            width = window.innerWidth;
            notify();
          }, debounceMs);
        };
        window.addEventListener('resize', onResize);
        return () => {
          clearTimeout(timer);
          window.removeEventListener('resize', onResize);
        };
      },
      getSnapshot: () => width,
    };
  }, [debounceMs]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => undefined);
}

export interface BreakpointState {
  /** The window width in px, or `undefined` before it is known (server rendering). */
  width: number | undefined;
  /** `mobile`, `tablet` or `desktop`, or `undefined` before the width is known. */
  breakpoint: Breakpoint | undefined;
  /** Under 768 px. */
  isMobile: boolean;
  /** 768 px up to 1023 px. */
  isTablet: boolean;
  /** 1024 px and wider. */
  isDesktop: boolean;
  /** False until the first measurement: show a spinner rather than guess (spec 1 §2.7). */
  isReady: boolean;
}

/** The current layout class on the token breakpoints, with the spec's 100 ms resize debounce. */
export function useBreakpoint(
  debounceMs: number = motionTokens.delay['resize-debounce'],
): BreakpointState {
  const width = useWindowWidth(debounceMs);
  const breakpoint = width === undefined ? undefined : breakpointForWidth(width);
  return {
    width,
    breakpoint,
    isMobile: breakpoint === 'mobile',
    isTablet: breakpoint === 'tablet',
    isDesktop: breakpoint === 'desktop',
    isReady: breakpoint !== undefined,
  };
}
