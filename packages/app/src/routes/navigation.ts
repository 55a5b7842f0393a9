import { canAccess, type Role } from '@lp/contract';
import { matchPath } from 'react-router-dom';
import { routeTable } from './route-table';
import type { NavIconName } from './nav-icons';
import { englishRouteText, routeText, type RouteMessages, type RouteTextKey } from './route-text';
import type { Audience, RouteEntry, SidebarGroup, SidebarSection } from './route-types';

/** Whether a navigation placement shows for a role: the one access rule, by its area. */
const canSee = (audience: Audience, role: Role) => canAccess(audience.area ?? 'signed-in', role);

export interface NavLink {
  id: string;
  label: string;
  href: string;
  icon?: NavIconName;
}

export interface SidebarNavItem extends NavLink {
  /** A dropdown group (University Management, User Management) holds its links here. */
  children?: NavLink[];
}

export interface SidebarNavSection {
  /** The section's id (the deployment's switches name it). */
  title: SidebarSection;
  /** Its heading, in the language asked for. */
  label: string;
  items: SidebarNavItem[];
}

const SECTION_ORDER: readonly SidebarSection[] = [
  'LEARNING',
  'CAREER HUB',
  'SOCIAL',
  'ADMIN',
  'SETTINGS',
];
const SECTION_TEXT: Record<SidebarSection, RouteTextKey> = {
  LEARNING: 'sectionLearning',
  'CAREER HUB': 'sectionCareerHub',
  SOCIAL: 'sectionSocial',
  ADMIN: 'sectionAdmin',
  SETTINGS: 'sectionSettings',
};
const GROUP_ICON: Record<SidebarGroup, NavIconName> = {
  'University Management': 'building',
  'User Management': 'users',
};
const GROUP_TEXT: Record<SidebarGroup, RouteTextKey> = {
  'University Management': 'universityManagement',
  'User Management': 'userManagement',
};

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const link = (route: RouteEntry, label: string, icon?: NavIconName): NavLink => ({
  id: route.path,
  label,
  href: route.path,
  icon,
});

// Each reader below takes the route texts of a language (`text`, the `app-routes` messages):
// English when none is given.

/** The sidebar of spec 1 section 2.2 for a role: sections, dropdown groups, the SETTINGS block. */
export function sidebarSections(
  role: Role,
  table: readonly RouteEntry[] = routeTable,
  text: RouteMessages = englishRouteText,
): SidebarNavSection[] {
  const placed = table
    .flatMap((route) =>
      route.sidebar && canSee(route.sidebar, role) ? [{ route, ...route.sidebar }] : [],
    )
    .sort(byOrder);
  return SECTION_ORDER.map((title) => {
    const items: SidebarNavItem[] = [];
    for (const entry of placed.filter((p) => p.section === title)) {
      const item = link(entry.route, routeText(text, entry.label), entry.icon);
      if (!entry.group) {
        items.push(item);
        continue;
      }
      let group = items.find((existing) => existing.id === `group:${entry.group}`);
      if (!group) {
        group = {
          id: `group:${entry.group}`,
          label: routeText(text, GROUP_TEXT[entry.group]),
          href: item.href,
          icon: GROUP_ICON[entry.group],
          children: [],
        };
        items.push(group);
      }
      group.children!.push(item);
    }
    return { title, label: routeText(text, SECTION_TEXT[title]), items };
  }).filter((section) => section.items.length > 0);
}

/** The mobile bottom bar of spec 1 section 2.4: the teacher bar for teachers, else the student bar. */
export function bottomBarItems(
  role: Role,
  table: readonly RouteEntry[] = routeTable,
  text: RouteMessages = englishRouteText,
): NavLink[] {
  const bar = role === 'teacher' ? 'teacher' : 'student';
  return table
    .flatMap((route) =>
      (route.bottomBar ?? []).filter((b) => b.role === bar).map((b) => ({ ...b, route })),
    )
    .sort(byOrder)
    .map((b) => link(b.route, routeText(text, b.label), b.icon));
}

/** The mobile side menu of spec 1 section 2.3. */
export function mobileMenuItems(
  role: Role,
  table: readonly RouteEntry[] = routeTable,
  text: RouteMessages = englishRouteText,
): NavLink[] {
  return table
    .flatMap((route) =>
      route.mobileMenu && canSee(route.mobileMenu, role) ? [{ route, ...route.mobileMenu }] : [],
    )
    .sort(byOrder)
    .map((entry) =>
      link(entry.route, routeText(text, entry.label), entry.icon ?? entry.route.sidebar?.icon),
    );
}

/** The palette's Navigation group of spec 1 section 2.5. */
export function paletteNavigation(
  role: Role,
  table: readonly RouteEntry[] = routeTable,
  text: RouteMessages = englishRouteText,
): NavLink[] {
  return table
    .flatMap((route) =>
      route.palette && canSee(route.palette, role) ? [{ route, ...route.palette }] : [],
    )
    .sort(byOrder)
    .map((entry) => link(entry.route, routeText(text, entry.label), entry.route.sidebar?.icon));
}

/** The route a pathname renders, if any. */
export function routeFor(
  pathname: string,
  table: readonly RouteEntry[] = routeTable,
): RouteEntry | undefined {
  return table.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** The header title of spec 1 section 2.3: derived from the path, 'Dashboard' by default. */
export function headerTitleFor(
  pathname: string,
  table: readonly RouteEntry[] = routeTable,
  text: RouteMessages = englishRouteText,
): string {
  return routeText(text, routeFor(pathname, table)?.headerTitle ?? 'dashboard');
}

/** Every page a role can reach from its navigation, once each: what the header search looks through. */
export function searchableLinks(
  role: Role,
  table: readonly RouteEntry[] = routeTable,
  text: RouteMessages = englishRouteText,
): NavLink[] {
  const all = [
    ...sidebarSections(role, table, text).flatMap((section) =>
      section.items.flatMap((item) => item.children ?? [item]),
    ),
    ...mobileMenuItems(role, table, text),
    ...paletteNavigation(role, table, text),
  ];
  return all.filter((link, index) => all.findIndex((other) => other.href === link.href) === index);
}
