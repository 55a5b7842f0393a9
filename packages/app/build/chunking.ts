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
  /packages\/app\/src\/(app-context|data\/(safe-storage|session|api-error|use-session|preferences)|routes\/route-table)/,
  /packages\/ui\/src\/(theme\/(theme-provider|apply-theme|brand-css)|lib\/(cn|preloadable)|button\/button|spinner\/spinner)/,
  /node_modules[\\/](clsx|class-variance-authority|tailwind-merge|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
];

/**
 * Two chunks every page loads, then rolldown's automatic split by route for the rest.
 * React, React DOM and the router change together and would otherwise be five files.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: 'react-vendor',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    },
    { name: 'app-core', test: (id: string) => startup.some((folder) => folder.test(id)) },
  ],
};
