export { AppShell } from './app-shell';
export type { AppShellProps, AppShellUser } from './app-shell';
