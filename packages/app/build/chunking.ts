import type { Rolldown } from 'vite';

/**
 * What every page runs before it paints, by folder: the contract's guards and storage keys, the
 * app's session, storage and route table, the theme provider, cn() and the button. Left to
 * itself rolldown cuts these into a dozen small chunks (they are shared by the entry and by
 * lazy screens); each costs a request, its own gzip dictionary and a line in the preload map.
 * A module added to startup elsewhere simply falls back to rolldown's own splitting.
 */
const startup = [
  /packages\/contract\/src\/(parsers|constants\/storage|api\/error-rule|entities\/role-names)/,
  /packages\/app\/src\/(app-context|data\/(safe-storage|session|api-error|use-session|preferences)|routes\/(route-table|use-link-interception))/,
  /packages\/ui\/src\/(theme\/(theme-provider|apply-theme|brand-css)|lib\/(cn|preloadable)|button\/button|spinner\/spinner)/,
  /node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
];

/**
 * What the sign-in, registration, reset and invitation pages share: the auth layout, the form
 * fields, the banner and the form rules. One chunk for the public pages instead of six; a
 * signed-in screen that uses a field or a banner loads it too (about 5 kB gzip).
 */
const authForms = [
  /packages\/patterns\/src\/auth-layout\//,
  /packages\/ui\/src\/(field|text-field|password-field|banner)\//,
  /packages\/contract\/src\/rules\/(forms|password|email)/,
];

/**
 * React, React DOM and the router (one chunk instead of five: they change together), the
 * startup modules, the auth pages' shared blocks; then rolldown's automatic split by route.
 * Issue 7 measures the result (`npm run budget:routes`, decision 0008).
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: 'react-vendor',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    },
    { name: 'app-core', test: (id: string) => startup.some((folder) => folder.test(id)) },
    { name: 'auth-forms', test: (id: string) => authForms.some((folder) => folder.test(id)) },
  ],
};
