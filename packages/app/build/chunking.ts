import type { Rolldown } from 'vite';

/**
 * What every page runs before it paints, by folder: the contract's guards and storage keys, the
 * app's session, storage and the route table's public part (the signed-in part arrives with the
 * shell), the theme provider, cn() and the button. Left to
 * itself rolldown cuts these into a dozen small chunks (they are shared by the entry and by
 * lazy screens); each costs a request, its own gzip dictionary and a line in the preload map.
 * A module added to startup elsewhere simply falls back to rolldown's own splitting.
 */
const startup = [
  /packages\/contract\/src\/(parsers|constants\/storage|api\/error-rule|entities\/role-names)/,
  /packages\/app\/src\/(app-context|config\/deployment-config|data\/(safe-storage|session|api-error|api-client|use-session|preferences)|routes\/(public-routes|public-paths|path-builders|route-modules|signed-in-table|guards|layouts|app-routes|route-error-screen|chunk-errors|prefetch-route|route-data))/,
  /packages\/ui\/src\/(theme\/(theme-provider|apply-theme|brand-css)|lib\/(cn|server-time)|button\/button|spinner\/spinner|link\/)/,
  /node_modules[\\/](clsx|class-variance-authority)[\\/]/,
  // The languages' list and the page's translations (issue 34): every page reads them first.
  /packages\/app\/src\/data\/translations|packages\/ui\/src\/i18n\/messages/,
  // What the entry runs first (the page's state, the app's frame, the router): one gzip
  // stream with what it calls rather than a second file (measured: /auth/login 116.6 → 116.1 kB).
  /packages\/app\/src\/(app\.tsx|data\/(page-state|color-mode)|routes\/create-app-router)/,
];

/**
 * What the sign-in, registration, reset and invitation pages share: the auth layout, the form
 * fields, the banner, the form rules and the sign-in page itself. They join the startup chunk:
 * the signed-in pages load the fields and the banner anyway, and one gzip stream is smaller than
 * two (measured: /auth/login 114.6 → 113.6 kB, /dashboard 140.6 → 139.5 kB).
 */
const authForms = [
  /packages\/patterns\/src\/auth-layout\//,
  // The password field, not its strength meter: that is for a password being chosen.
  /packages\/ui\/src\/((field|text-field|banner)\/|password-field\/password-field\.tsx)/,
  /packages\/contract\/src\/rules\/(forms|password|email)\.ts/,
  // Sign-in itself: the page most people open first, in one file with what it shares.
  /packages\/app\/src\/(screens\/auth\/login-screen|data\/auth\.ts)/,
  /packages\/patterns\/src\/login-form\//,
  // Their English messages: every component's defaults (another language's come per page).
  /locales\/build\/en\/(login-form|auth-layout|validation)\.js/,
];

/**
 * The contract's zod-free constants and rules that the schemas import too, so rolldown put
 * them in the schemas' chunk (see the group below).
 */
const contractRule =
  /packages[\\/]contract[\\/]src[\\/]((?:constants[\\/](?:dashboard|admin|branding)|rules[\\/](?:video|organization)|entities[\\/]calendar-names))/;

/**
 * React, React DOM and the router (one chunk instead of five: they change together), the
 * startup modules with the auth pages' shared blocks; then rolldown's automatic split by route.
 * Issue 7 measures the result (`npm run budget:routes`, decision 0008).
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: 'react-vendor',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
      priority: 3,
    },
    {
      name: 'app-core',
      test: (id: string) => [...startup, ...authForms].some((folder) => folder.test(id)),
      priority: 2,
    },
    {
      // The route table's signed-in part with what reads the whole table (its path builders, the
      // navigation), in one chunk: every signed-in page loads them together, and the sign-in
      // page none of them.
      name: 'signed-in-routes',
      test: /packages[\\/]app[\\/]src[\\/]routes[\\/](signed-in-routes|route-table|paths|navigation|route-text)\.ts$/,
      priority: 2,
    },
    {
      // The signed-in shell (its layout, navigation and palette) with what it draws, in one
      // chunk: every page inside the shell loads all of it, and one gzip stream is smaller
      // than a dozen (measured: the shell 1.705x → 1.658x, the dashboard 1.980x → 1.933x).
      // Lowest priority, so the display primitives and icons the screens share stay in their
      // own chunks. The cost: the full-screen lesson page shares some of its modules (tokens,
      // toasts, media queries) and loads the chunk too (297.6 → 308.0 kB, a figure).
      name: 'signed-in-shell',
      test: /packages[\\/]app[\\/]src[\\/]routes[\\/](signed-in-layout|shell-navigation|use-palette-groups)\.tsx?$/,
      priority: 0,
    },
    {
      // The small display primitives of the signed-in pages (each under 2 kB gzip), together:
      // nearly every page draws several, and one file is one request and one line in the
      // preload map instead of a dozen. The progress ring and the chart colours are shared by the
      // dashboard and the admin analytics: left apart, each would be a chunk of its own.
      name: 'ui-display',
      test: /packages[\\/]ui[\\/]src[\\/]((avatar|badge|card|countdown|empty-state|progress-bar|progress-ring|skeleton|stat)[\\/]|charts[\\/]chart-utils)/,
      priority: 1,
    },
    {
      // The contract's response schemas, with the form rules they run (the university form's):
      // the management screens import those rules directly, and left to itself rolldown cuts
      // them out of the schemas' chunk into two small ones the dashboard then loads too
      // (measured: /dashboard 205.1 → 203.7 kB gzip).
      //
      // Not the presence messages: every signed-in page reads them two seconds after it
      // starts (the presence socket), and with them came every schema of this chunk, built as it
      // loaded (one long task of about 150 ms on Lighthouse's slower CPU, inside TBT's window).
      // zod has its own chunk (below) for the same reason, and the barrel (api/index.ts) stays out:
      // a group takes its modules' imports along, and the barrel imports them all.
      name: 'api',
      test: /packages[\\/]contract[\\/]src[\\/](api[\\/](?!(presence|index)\.ts)|rules[\\/]university-form)/,
      priority: 1,
    },
    {
      // zod itself, apart from the schemas: the presence socket's two messages need zod, not
      // the contract's hundred other schemas (which rolldown would otherwise put zod beside).
      name: 'zod',
      test: /node_modules[\\/]zod[\\/]/,
      priority: 2,
    },
    {
      // The contract's zod-free constants and rules that screens import directly (the
      // dashboard's figures, the video and organization rules, the calendar's names), a chunk
      // per file: in the schemas' chunk they made a screen evaluate every schema as it loaded
      // (90 ms of the dashboard's hydration under Lighthouse's 4x slower CPU, decision 0018),
      // and in one chunk together every page loaded all of them.
      name: (id: string) => {
        const file = contractRule.exec(id)?.[1];
        return file ? `contract-${file.replace(/[\\/]/g, '-')}` : null;
      },
      debugName: 'contract-rules',
      test: contractRule,
      // Above the schemas' group, which would otherwise take the modules both reach.
      priority: 2,
    },
    {
      // The icons the signed-in pages draw, in one chunk rather than one file each: the route
      // table's preload map (on every signed-in page) names every chunk, and twenty
      // 300-byte icon files each cost a request and a line there. Sign-in's own icons stay in
      // app-core (its group comes first).
      name: 'icons',
      test: /node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/]|ui[\\/]src[\\/]icon[\\/]glyphs[\\/]/,
      priority: 1,
    },
  ],
};

/** Chunks the entry itself loads: every page has them before any route module is asked for. */
const loadedWithTheEntry = /(^|\/)(react-vendor|app-core|rolldown-runtime)-[\w-]+\.js$/;

/** A route module: a screen file `x-screen.tsx` becomes the chunk `x-screen-<hash>.js`. */
const routeModule = /-screen-[\w-]+\.js$/;
/**
 * The pages people open by address (a bookmark, a link in an e-mail, the start page): their
 * code must arrive in one round trip, so their lazy import keeps the full preload list.
 */
const openedByAddress = /(^|\/)(dashboard|lesson-player|course-redirect|login)-screen-/;

/**
 * Vite's preload list for each lazy import, kept short: the route table that holds the imports
 * is on every page's first load (its public part in app-core, its signed-in part with the
 * shell), and every name in every list is bytes there. The entry's own chunks are never listed (preloading them again does nothing); other
 * pages' modules are reached by navigation, where the link's hover or focus has already
 * fetched them and their imports (prefetch-route.ts), so they list nothing.
 */
export const modulePreload = {
  // Every browser the app supports follows modulepreload (Chromium 66, Safari 17, Firefox 115):
  // Vite's polyfill for the others cost every page 0.3 kB in its entry.
  polyfill: false,
  resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    // index.html names the entry's own chunks, so the browser fetches them beside the entry
    // rather than after it has parsed it (one round trip on every page's first load).
    hostType === 'html'
      ? deps
      : routeModule.test(file) && !openedByAddress.test(file)
        ? []
        : deps.filter((dep) => !loadedWithTheEntry.test(dep)),
};
