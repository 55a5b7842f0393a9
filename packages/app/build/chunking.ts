import type { Rolldown } from 'vite';

/**
 * React, React DOM and the router run on every page and change together: one chunk instead
 * of the five rolldown would otherwise cut them into (each file costs a request and its own
 * gzip dictionary). Everything else keeps rolldown's automatic splitting by route.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: 'react-vendor',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    },
  ],
};
