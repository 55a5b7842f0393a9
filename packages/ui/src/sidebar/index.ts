export { Sidebar, sidebarVariants, sidebarItemVariants } from './sidebar';
export type { SidebarProps } from './sidebar';
export { useSidebarState } from './use-sidebar-state';
export type { UseSidebarStateOptions } from './use-sidebar-state';
export { isNavItemActive, navGroupHasActive } from './nav-items';
export type { NavItem, NavSection } from './nav-items';
