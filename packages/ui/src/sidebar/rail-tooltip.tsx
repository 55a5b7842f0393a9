import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDirection } from '../direction';

/** The rest before a label shows on hover, as the Radix provider it replaces. */
const SHOW_DELAY = 300;
/** How long a label outlives the pointer leaving its item, to let it cross the gap onto the label. */
const HIDE_GRACE = 100;
/** The gap between the item and its label, in px. */
const GAP = 8;

interface Tip {
  label: string;
  anchor: HTMLElement;
  /** From the viewport's inline start: its left edge, or its right one in right-to-left. */
  inlineStart: number;
  top: number;
}

/** Beside the item on the side the rail opens to: its right, or its left in right-to-left. */
const place = (label: string, anchor: HTMLElement, rtl: boolean): Tip => {
  const rect = anchor.getBoundingClientRect();
  const inlineStart = rtl
    ? document.documentElement.clientWidth - rect.left + GAP
    : rect.right + GAP;
  return { label, anchor, inlineStart, top: rect.top + rect.height / 2 };
};

/** The item a sidebar entry's `<li>` holds: its link or group button. */
const itemOf = (entry: HTMLElement) => entry.firstElementChild as HTMLElement | null;

/**
 * The collapsed rail's labels: one small label beside the hovered or focused item. In-house
 * rather than Radix Tooltip, which would put its popper (floating-ui) and layers on every
 * signed-in first load for a label that only ever sits beside an 80 px rail.
 *
 * It is visual: every item already has its label as its accessible name, so the item is not
 * described by it again. It meets WCAG 1.4.13: Escape dismisses it without moving focus or the
 * pointer; the pointer can move onto it (it stays while hovered); it stays while its item is
 * hovered or focused. It is portalled to the body with fixed coordinates taken from the item
 * (and followed on scroll and resize), so the scrolling rail never clips it.
 */
export function useRailTooltip(disabled: boolean) {
  const [tip, setTip] = useState<Tip | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = useRef(false);
  const warmUntil = useRef(0);
  const pointerDown = useRef(false);
  const rtl = useDirection() === 'rtl';

  // Only a collapsed rail needs the labels; the expanded one shows them.
  if (disabled && tip !== null) setTip(null);

  const clearTimers = useCallback(() => {
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
  }, []);
  const show = (label: string, anchor: HTMLElement) => {
    clearTimers();
    shown.current = true;
    setTip(place(label, anchor, rtl));
  };
  const hide = useCallback(() => {
    clearTimers();
    // Moving straight on to the next item shows its label at once.
    if (shown.current) warmUntil.current = Date.now() + SHOW_DELAY;
    shown.current = false;
    setTip(null);
  }, [clearTimers]);
  const hideSoon = () => {
    clearTimers();
    hideTimer.current = setTimeout(hide, HIDE_GRACE);
  };
  const keep = () => clearTimeout(hideTimer.current);

  useEffect(() => clearTimers, [clearTimers]);

  const open = tip !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const follow = () => setTip((current) => current && place(current.label, current.anchor, rtl));
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('resize', follow);
    };
  }, [open, hide, rtl]);

  /** Spread on each entry's `<li>`: its label shows beside the entry's link or button. */
  const entryProps = (label: string) => ({
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      const anchor = itemOf(event.currentTarget);
      if (disabled || !anchor || event.pointerType === 'touch') return;
      clearTimers();
      if (tip !== null || Date.now() < warmUntil.current) show(label, anchor);
      else showTimer.current = setTimeout(() => show(label, anchor), SHOW_DELAY);
    },
    onPointerLeave: hideSoon,
    // Pressing the item hides its label; the focus that follows the press does not show it.
    onPointerDown: () => {
      pointerDown.current = true;
      document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const anchor = itemOf(event.currentTarget);
      if (disabled || pointerDown.current || event.target !== anchor) return;
      show(label, anchor);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.target === itemOf(event.currentTarget)) hide();
    },
  });

  const label =
    tip && !disabled
      ? createPortal(
          <div
            role="tooltip"
            data-slot="sidebar-tooltip"
            className="z-tooltip rounded-md bg-surface-inverse px-2 py-1 text-xs text-text-inverse shadow-md"
            style={{
              position: 'fixed',
              insetInlineStart: tip.inlineStart,
              top: tip.top,
              transform: 'translateY(-50%)',
            }}
            onPointerEnter={keep}
            onPointerLeave={hideSoon}
          >
            {tip.label}
          </div>,
          document.body,
        )
      : null;

  return { entryProps, label };
}
