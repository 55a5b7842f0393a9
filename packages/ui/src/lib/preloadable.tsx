import { createContext, use, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /**
   * Starts loading the code; resolves (to nothing, so a test hook never mistakes it for a
   * cleanup function) when it is there.
   */
  preload: () => Promise<void>;
  /** Whether the code is here, so the block renders without suspending. */
  isLoaded: () => boolean;
}

/** Every lazy component by its name, for loading the ones a server render drew (`preloadLazyComponents`). */
const blocks = new Map<string, () => Promise<void>>();

/**
 * Server only: where a page's server render notes the name of each lazy component it renders.
 * The browser must have their code before it hydrates the page: a component still loading
 * stays server HTML that looks ready but drops what is typed into it (decision 0018).
 */
export const ServerRenderedLazyContext = createContext<Set<string> | null>(null);

/**
 * A lazy component: its code loads on first use (it suspends until then, so put it under a
 * <Suspense>), and renders at once when it is already loaded, unlike React.lazy which
 * suspends on every first render. `preload()` lets a caller, a test or a story load it early.
 * `name`, unique in the app, is how a page drawn on the server tells the browser to load it.
 */
export function preloadable<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const preload = () => start().then(() => undefined);
  blocks.set(name, preload);
  function PreloadableBlock(props: P) {
    use(ServerRenderedLazyContext)?.add(name);
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableBlock, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * Loads the code of the lazy components a server render drew, by name, before the page
 * hydrates. One inside another is known once the outer one's code has loaded, so this goes in
 * waves. A name never known here, or a component whose code fails to load, is skipped: it then
 * hydrates once its code arrives, as it would have anyway.
 */
export async function preloadLazyComponents(names: readonly string[]): Promise<void> {
  let waiting = [...new Set(names)];
  for (;;) {
    const known = waiting.filter((name) => blocks.has(name));
    if (known.length === 0) return;
    waiting = waiting.filter((name) => !blocks.has(name));
    // One block's failure must not keep the rest of the page from hydrating.
    await Promise.allSettled(known.map((name) => blocks.get(name)!()));
  }
}
