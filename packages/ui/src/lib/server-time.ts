import { createContext } from 'react';

/**
 * When the server drew the page (epoch ms), for a page it rendered: the server's render and
 * the browser's hydration of it start their clocks there (`useNow`), so a countdown draws the
 * same text on both (a second apart, it would not hydrate). Renders after hydration read the
 * real clock. Its own small module: the app provides it on every page, the sign-in page too.
 */
export const ServerTimeContext = createContext<number | undefined>(undefined);
