/**
 * What the page's first render needs to come out the same on the server and in the browser
 * (issue 20, decision 0018). The server renders a page's HTML with the answers its loader
 * reads first; the browser then hydrates that HTML, and its first pass must draw exactly what
 * the server drew before anything only the browser knows (its width, its storage) applies.
 */
export interface FirstRender {
  /**
   * Server only: the answer for an SWR key, loaded once per page; the render waits for it
   * (React's prerender suspends on `use`). Undefined when it failed: the page then shows its
   * loading state, and the browser asks and reports as it always does.
   */
  useAnswer?: <T>(key: string, load: () => Promise<T>) => T | undefined;
  /** The lesson player's layout the server chose from the user agent (spec 1 §2.7). */
  playerLayout?: 'desktop' | 'mobile';
  /** The colour mode the server drew the page in (the theme cookie's; light without one). */
  mode?: 'light' | 'dark';
  /** When the server drew the page (epoch ms): its countdowns start there (ui's ServerTimeContext). */
  now?: number;
}

/**
 * What the server hands the browser with a page it rendered (inert JSON, like the config):
 * the router's loader data, the answers the render used by SWR key, and the choices it made.
 */
export interface PageHydration {
  loaderData: Record<string, unknown>;
  answers: Record<string, unknown>;
  /** The blocks of code-split UI it drew (ui's `preloadable` names): their code loads before hydrating. */
  blocks: string[];
  playerLayout: 'desktop' | 'mobile';
  mode: 'light' | 'dark';
  now: number;
}
