export { AppShell } from './app-shell';
export type { AppShellProps, AppShellUser } from './app-shell';
export { NavIcon } from './nav-icon';
export type { NavIconName } from './nav-icon';
