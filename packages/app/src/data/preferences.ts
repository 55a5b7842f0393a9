import { storageKeys } from '@lp/contract';
import { z } from 'zod';
import type { SafeStorage } from './safe-storage';

const themeSchema = z.enum(['light', 'dark']);
export type ThemeMode = z.infer<typeof themeSchema>;

/** The remembered theme (spec 1 section 4); without one, the system preference. */
export function readTheme(store: SafeStorage, prefersDark: boolean): ThemeMode {
  const stored = themeSchema.safeParse(store.readString(storageKeys.theme));
  return stored.success ? stored.data : prefersDark ? 'dark' : 'light';
}

export const writeTheme = (store: SafeStorage, mode: ThemeMode) =>
  store.writeString(storageKeys.theme, mode);

/** The remembered sidebar collapse toggle (spec 1 section 4); collapsed (the 80 px rail) until toggled. */
export const readSidebarCollapsed = (store: SafeStorage) =>
  store.readJson(storageKeys.sidebarCollapsed, z.boolean(), true);

export const writeSidebarCollapsed = (store: SafeStorage, collapsed: boolean) =>
  store.writeJson(storageKeys.sidebarCollapsed, collapsed);
