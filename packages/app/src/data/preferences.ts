import { guardParser, storageKeys } from '@lp/contract';
import type { SafeStorage } from './safe-storage';

export type ThemeMode = 'light' | 'dark';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';
const booleanParser = guardParser((value) => (typeof value === 'boolean' ? value : null));

/** The remembered theme (spec 1 section 4); without one, the system preference. */
export function readTheme(store: SafeStorage, prefersDark: boolean): ThemeMode {
  const stored = store.readString(storageKeys.theme);
  return isThemeMode(stored) ? stored : prefersDark ? 'dark' : 'light';
}

export const writeTheme = (store: SafeStorage, mode: ThemeMode) =>
  store.writeString(storageKeys.theme, mode);

/** The remembered sidebar collapse toggle (spec 1 section 4); collapsed (the 80 px rail) until toggled. */
export const readSidebarCollapsed = (store: SafeStorage) =>
  store.readJson(storageKeys.sidebarCollapsed, booleanParser, true);

export const writeSidebarCollapsed = (store: SafeStorage, collapsed: boolean) =>
  store.writeJson(storageKeys.sidebarCollapsed, collapsed);
