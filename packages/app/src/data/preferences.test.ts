import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readSidebarCollapsed,
  readTheme,
  rememberModeForServer,
  writeSidebarCollapsed,
  writeTheme,
} from './preferences';
import { createSafeStorage } from './safe-storage';

const store = createSafeStorage(() => localStorage);

describe('preferences', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the theme and falls back to the system preference', () => {
    expect(readTheme(store, true)).toBe('dark');
    expect(readTheme(store, false)).toBe('light');
    writeTheme(store, 'dark');
    expect(readTheme(store, false)).toBe('dark');
  });

  it('ignores a theme value it does not know', () => {
    localStorage.setItem('theme', 'sepia');
    expect(readTheme(store, false)).toBe('light');
  });

  it('remembers the sidebar toggle, collapsed by default, and survives a corrupt value', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSidebarCollapsed(store)).toBe(true);
    writeSidebarCollapsed(store, false);
    expect(readSidebarCollapsed(store)).toBe(false);
    localStorage.setItem('sidebarCollapsed', 'yes please');
    expect(readSidebarCollapsed(store)).toBe(true);
  });

  it('copies the mode on screen into the cookie the server reads', () => {
    const cookieOf = () => /(?:^|; )lp_theme=([^;]*)/.exec(document.cookie)?.[1];
    rememberModeForServer('dark');
    expect(cookieOf()).toBe('dark');
    rememberModeForServer('light');
    expect(cookieOf()).toBe('light');
  });
});
