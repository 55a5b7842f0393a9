import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentProps, FocusEvent, Ref, SyntheticEvent } from 'react';
import type { Preloadable } from '../lib/preloadable';

/**
 * A block made with `preloadable()`. A component mounted once its code is here (another page,
 * a second instance) renders the block at once, so at most one button per menu is swapped.
 */
export type LoadableBlock = Pick<Preloadable<never>, 'preload' | 'isLoaded'>;

/**
 * Whether a `preloadable()` block's code is here, and `load` to fetch it. The component
 * renders the block only once it is `ready`, so the block never suspends: what stands in for
 * it meanwhile (a plain button, nothing) stays until the block can replace it at once.
 */
export function useArrivedBlock(block: LoadableBlock) {
  const [ready, setReady] = useState(block.isLoaded);
  const load = useCallback(() => {
    block.preload().then(
      () => setReady(true),
      // A failed download leaves the stand-in in place rather than breaking the page.
      () => {},
    );
  }, [block]);
  return { ready, load };
}

/** Calls the caller's handler, then ours unless theirs prevented the default (as Radix does). */
export function chain<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** One ref callback that sets all of these. */
export function assignRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** A button's props, `data-*` attributes included. */
export type TriggerProps = ComponentProps<'button'> & {
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export interface DeferredMenuOptions {
  /** Whether the menu is open (the component's own state or the controlled one). */
  open: boolean;
  /** Sets it (the component's setter, which also tells its caller). */
  onOpenChange: (open: boolean) => void;
}

/**
 * A dropdown menu whose Radix code (menu, popper, focus and dismiss layers) loads on first
 * use, so the header's first paint does not carry it.
 *
 * Until the code is there the component renders a plain `<button>` with the trigger's looks,
 * name and ARIA (`aria-haspopup="menu"`, `aria-expanded`); pointing at it, touching or focusing
 * it loads the block (`preloadable()`: Radix root, trigger and content), which then replaces
 * the plain button, once per page. Why a swap and not one button throughout: React cannot keep
 * a DOM node when a new parent (the Radix root and trigger) appears above it, and keeping the
 * plain button as the real trigger would mean rebuilding Radix's trigger by hand (popper
 * anchor, focus return, outside presses, ids), which is where it would break. The swap is made
 * safe instead:
 * - the plain button answers presses like the Radix trigger (pointerdown with the main button,
 *   Enter, Space and ArrowDown open it, Escape closes it), so a menu asked for before its code
 *   arrived opens as soon as it does;
 * - no press is split between two buttons: while the pointer is on the plain button it stays
 *   until the pointer leaves or presses it (the press opens the menu and swaps at once);
 * - if the plain button had focus, the Radix trigger gets it back, unless the menu is open (an
 *   open menu takes focus itself) or the user has moved focus elsewhere meanwhile;
 * - a menu opened from the keyboard before its code arrived still focuses its first item, as
 *   Radix does when it sees the key itself (`onContentFocus`).
 */
export function useDeferredMenu(block: LoadableBlock, { open, onOpenChange }: DeferredMenuOptions) {
  const [ready, setReady] = useState(block.isLoaded);
  const plainRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false);
  const hadFocus = useRef(false);
  const openedWithKeyboard = useRef(false);
  const openNow = useRef(open);
  useLayoutEffect(() => {
    openNow.current = open;
  });

  const swap = useCallback(() => {
    if (plainRef.current === null) return; // swapped already
    hadFocus.current = plainRef.current !== null && document.activeElement === plainRef.current;
    setReady(true);
  }, []);

  const load = useCallback(() => {
    block.preload().then(
      () => {
        if (!hovered.current || openNow.current) swap();
      },
      // A failed download leaves the plain button in place rather than breaking the page.
      () => {},
    );
  }, [block, swap]);

  // A menu opened before the code arrived, or open from the start (controlled), loads it.
  useEffect(() => {
    if (open && !ready) load();
  }, [open, ready, load]);

  useLayoutEffect(() => {
    if (!ready) return;
    if (!open) openedWithKeyboard.current = false;
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!open && (active === null || active === document.body)) {
      triggerRef.current?.focus({ preventScroll: true });
    }
  }, [ready, open]);

  const setOpen = (next: boolean, fromKeyboard: boolean) => {
    openedWithKeyboard.current = next && fromKeyboard;
    onOpenChange(next);
    if (block.isLoaded()) swap();
  };

  /** The plain button's props: the caller's (looks, name, handlers) plus the trigger's behaviour. */
  const plainTriggerProps = (theirs: TriggerProps): TriggerProps => ({
    ...theirs,
    ref: assignRefs(theirs.ref, plainRef),
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: chain(theirs.onPointerEnter, () => {
      hovered.current = true;
      load();
    }),
    onPointerLeave: chain(theirs.onPointerLeave, () => {
      hovered.current = false;
      if (block.isLoaded()) swap();
    }),
    onTouchStart: chain(theirs.onTouchStart, load),
    onFocus: chain(theirs.onFocus, load),
    onPointerDown: chain(theirs.onPointerDown, (event) => {
      load();
      if (theirs.disabled || event.button !== 0 || event.ctrlKey) return;
      setOpen(!open, false);
      // As Radix does: the button does not take focus, so the menu can when it opens.
      if (!open) event.preventDefault();
    }),
    onKeyDown: chain(theirs.onKeyDown, (event) => {
      if (theirs.disabled) return;
      if (event.key === 'Enter' || event.key === ' ') setOpen(!open, true);
      else if (event.key === 'ArrowDown') setOpen(true, true);
      else if (event.key === 'Escape' && open) setOpen(false, true);
      else return;
      event.preventDefault();
      load();
    }),
  });

  /** The Radix trigger's props: the caller's, with the ref that lets focus come back to it. */
  const triggerProps = (theirs: TriggerProps): TriggerProps => ({
    ...theirs,
    ref: assignRefs(theirs.ref, triggerRef),
  });

  /**
   * Goes on the menu content's `onFocus`. Radix focuses the first item only when it saw the
   * key that opened the menu; a key pressed on the plain button came before Radix was there,
   * so when the content takes focus on opening it hands it on to the first item.
   */
  const onContentFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !openedWithKeyboard.current) return;
    openedWithKeyboard.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  };

  return { ready, plainTriggerProps, triggerProps, onContentFocus };
}
