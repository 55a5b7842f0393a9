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
  /** Shown to teachers only (spec 1 §6). */
  teacherOnly?: boolean;
  /** Shown to admin and superuser only (spec 1 §6). */
  adminOnly?: boolean;
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
  /** The whole section is for teachers only. */
  teacherOnly?: boolean;
  /** The whole section is for admin and superuser only (the ADMIN section). */
  adminOnly?: boolean;
}

type Flagged = { teacherOnly?: boolean; adminOnly?: boolean };

/**
 * The role rule of spec 1 §6: teacher-only entries are shown to teachers, admin-only entries
 * to admin or superuser (roles compared case-insensitively), everything else to everyone.
 */
export function canSeeNavEntry(entry: Flagged, role: string): boolean {
  const normalized = role.trim().toLowerCase();
  if (entry.adminOnly && normalized !== 'admin' && normalized !== 'superuser') return false;
  if (entry.teacherOnly && normalized !== 'teacher') return false;
  return true;
}

/** The items a role may see; a group left without visible children is dropped. */
export function filterNavItems(items: readonly NavItem[], role: string): NavItem[] {
  const visible: NavItem[] = [];
  for (const item of items) {
    if (!canSeeNavEntry(item, role)) continue;
    if (item.children) {
      const children = filterNavItems(item.children, role);
      if (children.length === 0 && item.href === undefined) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** The sections a role may see, each with only the items it may see; empty sections are dropped. */
export function filterNavSections(sections: readonly NavSection[], role: string): NavSection[] {
  return sections
    .filter((section) => canSeeNavEntry(section, role))
    .map((section) => ({ ...section, items: filterNavItems(section.items, role) }))
    .filter((section) => section.items.length > 0);
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
