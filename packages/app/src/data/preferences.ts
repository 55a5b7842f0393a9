import { guardParser, storageKeys, THEME_COOKIE } from '@lp/contract';
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

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the mode in use, so the next page it sends is already in it (the first
 * frame, before any script; issue 20). Called with the mode on screen, whether stored or the
 * system's. Storage stays the source: the cookie is only ever a copy.
 */
export function rememberModeForServer(mode: ThemeMode, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${THEME_COOKIE}=${mode}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
}

/** The remembered sidebar collapse toggle (spec 1 section 4); collapsed (the 80 px rail) until toggled. */
export const readSidebarCollapsed = (store: SafeStorage) =>
  store.readJson(storageKeys.sidebarCollapsed, booleanParser, true);

export const writeSidebarCollapsed = (store: SafeStorage, collapsed: boolean) =>
  store.writeJson(storageKeys.sidebarCollapsed, collapsed);
