import { motionTokens } from '@lp/tokens';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';

export interface UseSidebarStateOptions {
  /** Keeps the sidebar expanded (the user's toggle, or the mobile panel). @default false */
  expanded?: boolean;
  /** Expands while the pointer is over the sidebar or focus is inside it. @default true */
  expandOnHover?: boolean;
  /** Delay before collapsing once the pointer or focus leaves. @default motionTokens.delay['sidebar-collapse'] (100) */
  collapseDelay?: number;
  /** Delay when the pointer leaves while a dropdown is open. @default motionTokens.delay['sidebar-collapse-dropdown'] (200) */
  dropdownCollapseDelay?: number;
}

/**
 * The sidebar's expand/collapse timing and its one-open-dropdown rule (spec 1 §2.2):
 * expands on hover or focus, collapses 100 ms after leaving (200 ms from an open dropdown),
 * and closes its dropdown on Escape, on an outside click and when it collapses.
 */
export function useSidebarState({
  expanded: pinned = false,
  expandOnHover = true,
  collapseDelay = motionTokens.delay['sidebar-collapse'],
  dropdownCollapseDelay = motionTokens.delay['sidebar-collapse-dropdown'],
}: UseSidebarStateOptions = {}) {
  const [transient, setTransient] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);

  const expanded = pinned || (expandOnHover && transient);
  // A dropdown never stays open in a collapsed sidebar.
  const openGroupId = expanded ? openId : null;

  const cancel = () => clearTimeout(timer.current);
  const expandNow = () => {
    cancel();
    if (expandOnHover) setTransient(true);
  };
  const scheduleCollapse = (delay: number) => {
    cancel();
    timer.current = setTimeout(() => {
      if (pointerInside.current || focusInside.current) return;
      setTransient(false);
      if (!pinned) setOpenId(null);
    }, delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const closeGroups = useCallback(() => setOpenId(null), []);

  useEffect(() => {
    if (openGroupId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openGroupId]);

  const toggleGroup = (id: string) => setOpenId((current) => (current === id ? null : id));

  const rootProps = {
    ref: rootRef,
    'data-state': expanded ? ('expanded' as const) : ('collapsed' as const),
    onPointerEnter: () => {
      pointerInside.current = true;
      expandNow();
    },
    onPointerLeave: () => {
      pointerInside.current = false;
      scheduleCollapse(openGroupId !== null ? dropdownCollapseDelay : collapseDelay);
    },
    onFocus: () => {
      // Focus that follows a click inside must not hold the sidebar open once the pointer leaves:
      // only keyboard focus (focus arriving from outside, or keys pressed inside) does.
      if (pointerInside.current) return;
      focusInside.current = true;
      expandNow();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      focusInside.current = false;
      scheduleCollapse(collapseDelay);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      focusInside.current = true;
      if (event.key !== 'Escape' || openGroupId === null) return;
      event.preventDefault();
      event.stopPropagation();
      const trigger = document.querySelector<HTMLElement>(`[aria-controls="${openGroupId}"]`);
      setOpenId(null);
      trigger?.focus();
    },
  };

  return { rootProps, expanded, openGroupId, toggleGroup, closeGroups };
}
