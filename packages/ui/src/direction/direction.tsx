import { Direction } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';

/** Which way text and layout run: left to right, or right to left (Arabic, Hebrew, Persian). */
export type TextDirection = 'ltr' | 'rtl';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The `dir` of the document's root (`<html dir>`), kept current when it changes. On the server,
 * and while a page hydrates, it is `serverDirection`: the direction the server drew in.
 */
export function useDocumentDirection(serverDirection: TextDirection = 'ltr'): TextDirection {
  return useSyncExternalStore(
    subscribe,
    () => readDocumentDirection(),
    () => serverDirection,
  );
}

export interface DirectionProviderProps {
  /**
   * The page's direction, when the caller knows it (the server drawing a page in a language).
   * Without it, the document's `<html dir>` is followed, also when it changes.
   */
  dir?: TextDirection;
  children: ReactNode;
}

/**
 * Tells every component below which way the page runs: Radix parts (tabs, menus, radio groups,
 * sliders) set their own `dir` from it and turn their arrow keys round, and ui's own keyboard
 * code (carousel, calendar grid, resizable panels) reads it with `useDirection`. Put it once at
 * the root, where `<html dir>` is set; without it, Radix parts assume left to right even on a
 * right-to-left page.
 */
export function DirectionProvider({ dir, children }: DirectionProviderProps) {
  const fromDocument = useDocumentDirection(dir);
  return <Direction.Provider dir={dir ?? fromDocument}>{children}</Direction.Provider>;
}

/** The direction of the nearest DirectionProvider ('ltr' without one), or `local` when given. */
export function useDirection(local?: TextDirection): TextDirection {
  return Direction.useDirection(local);
}

/**
 * The logical key for a horizontal arrow: 'forward' is towards the end of the line (ArrowRight
 * left to right, ArrowLeft right to left), 'back' towards its start; null for other keys.
 */
export function inlineArrow(key: string, direction: TextDirection): 'forward' | 'back' | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const towardsRight = key === 'ArrowRight';
  return towardsRight === (direction === 'ltr') ? 'forward' : 'back';
}

/** The arrow key that points towards the line's end ('forward') or its start ('back'). */
export function arrowKeyTowards(
  towards: 'forward' | 'back',
  direction: TextDirection,
): 'ArrowLeft' | 'ArrowRight' {
  return (towards === 'forward') === (direction === 'ltr') ? 'ArrowRight' : 'ArrowLeft';
}

/** The document's direction now, outside React (a story's play function, a test). */
export function readDocumentDirection(doc: Document = document): TextDirection {
  return doc.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
