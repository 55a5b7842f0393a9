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
