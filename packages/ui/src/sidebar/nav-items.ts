import type { ReactNode } from 'react';

/** One entry of the navigation, as the app derives it from its route table. */
export interface NavItem {
  /** Stable key; also names the dropdown's list (`aria-controls`). */
  id: string;
  /** The visible label, exactly as the spec spells it. */
  label: string;
  /** Where the item leads. A group with `children` has none. */
  href?: string;
  /** A decorative icon (given `aria-hidden`); the label names the item. */
  icon?: ReactNode;
  /** Marks the current page, overriding the `activeHref` match. */
  isActive?: boolean;
  /** Makes the item a dropdown group listing these items. */
  children?: NavItem[];
}

/** A titled block of the sidebar, such as LEARNING or ADMIN. */
export interface NavSection {
  id: string;
  /** The section's heading as shown (the spec's upper-case titles); omit for an untitled block. */
  title?: string;
  items: NavItem[];
}

/** Whether an item is the current page: its own flag, else its href equals or is a parent path of `activeHref`. */
export function isNavItemActive(item: NavItem, activeHref: string | undefined): boolean {
  if (item.isActive !== undefined) return item.isActive;
  if (!item.href || !activeHref) return false;
  const path = activeHref.split(/[?#]/)[0] ?? '';
  return path === item.href || (item.href !== '/' && path.startsWith(`${item.href}/`));
}

/** Whether a group holds the current page. */
export function navGroupHasActive(item: NavItem, activeHref: string | undefined): boolean {
  return (item.children ?? []).some(
    (child) => isNavItemActive(child, activeHref) || navGroupHasActive(child, activeHref),
  );
}
