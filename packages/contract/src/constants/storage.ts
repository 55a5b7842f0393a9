/** Local storage keys (spec 1 §7, spec 2 §3). */
export const storageKeys = {
  user: 'user',
  userRole: 'userRole',
  theme: 'theme',
  sidebarCollapsed: 'sidebarCollapsed',
  /** Removed on logout. */
  authToken: 'authToken',
  /** Removed on logout. */
  refreshToken: 'refreshToken',
  welcomeMessageUrl: 'welcomeMessageUrl',
  liveStreamUrl: 'liveStreamUrl',
  /** JSON list of notes of one course. */
  notes: (courseId: string) => `notes_${courseId}`,
  /** JSON list of bookmarks of one course. */
  bookmarks: (courseId: string) => `bookmarks_${courseId}`,
} as const;

/** Session storage keys (spec 1 §7). */
export const sessionStorageKeys = {
  csrfToken: 'csrfToken',
} as const;

/**
 * The cookie that tells the server the visitor's colour mode, so the page it sends already
 * has it on `<html>` (the first frame before any script: issue 20). It mirrors the stored
 * theme (or the system's, when none is stored); localStorage stays the source.
 */
export const THEME_COOKIE = 'lp_theme';
