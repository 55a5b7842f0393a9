import type { Role } from '@lp/contract';
import type { BottomBarItem, NavItem, NavSection } from '@lp/ui';
import type { SectionSwitches } from '../config/deployment-config';
import { navIcons } from './nav-icons';
import {
  bottomBarItems,
  mobileMenuItems,
  sidebarSections,
  type NavLink,
  type SidebarNavItem,
} from './navigation';
import type { RouteMessages } from './route-text';
import type { SidebarSection } from './route-types';

const SWITCH_OF: Record<Exclude<SidebarSection, 'SETTINGS'>, keyof SectionSwitches> = {
  LEARNING: 'learning',
  'CAREER HUB': 'careerHub',
  SOCIAL: 'social',
  ADMIN: 'admin',
};

const icon = ({ icon: name }: NavLink) => {
  if (!name) return undefined;
  const Icon = navIcons[name];
  return <Icon aria-hidden />;
};

function toNavItem(item: SidebarNavItem): NavItem {
  return {
    id: item.id,
    label: item.label,
    href: item.children ? undefined : item.href,
    icon: icon(item),
    children: item.children?.map(toNavItem),
  };
}

/**
 * The shell's navigation for a role, from the route table, with the deployment's sections
 * switched on or off, labelled in the language of `text` (the `app-routes` messages).
 */
export function shellNavigation(role: Role, switches: SectionSwitches, text?: RouteMessages) {
  const sections = sidebarSections(role, undefined, text).filter(
    (section) => section.title === 'SETTINGS' || switches[SWITCH_OF[section.title]],
  );
  const toSection = (section: (typeof sections)[number]): NavSection => ({
    id: section.title,
    title: section.label,
    items: section.items.map(toNavItem),
  });
  const settings = sections.find((section) => section.title === 'SETTINGS');
  return {
    sections: sections.filter((section) => section !== settings).map(toSection),
    settings: settings ? toSection(settings) : undefined,
    mobileMenu: mobileMenuItems(role, undefined, text).map((link) => ({
      id: link.id,
      label: link.label,
      href: link.href,
      icon: icon(link),
    })),
    bottomBar: bottomBarItems(role, undefined, text).map((link): BottomBarItem => ({
      label: link.label,
      href: link.href,
      icon: icon(link),
    })),
  };
}
