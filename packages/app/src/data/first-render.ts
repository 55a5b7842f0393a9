/**
 * What the page's first render needs to come out the same on the server and in the browser:
 * the browser hydrates the server's HTML, and its first pass must draw exactly what the
 * server drew before anything only the browser knows (its width, its storage) applies.
 */
export interface FirstRender {
  /** The render runs on the server: loaders leave the browser's data cache alone. */
  onServer?: boolean;
  /** The lesson player's layout the server chose from the user agent (spec 1 §2.7). */
  playerLayout?: 'desktop' | 'mobile';
  /** The colour mode the server drew the page in (the theme cookie's; light without one). */
  mode?: 'light' | 'dark';
  /** When the server drew the page (epoch ms): its countdowns start there (ui's ServerTimeContext). */
  now?: number;
}
