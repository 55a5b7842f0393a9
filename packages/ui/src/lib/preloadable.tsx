import { use, type ComponentType } from 'react';

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

/**
 * A block whose code loads on first use (it suspends until then, so put it under a
 * <Suspense>), and renders at once when it is already loaded, unlike React.lazy which
 * suspends on every first render. `preload()` lets a caller, a test or a story load it early.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const preload = () => start().then(() => undefined);
  function PreloadableBlock(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableBlock, { preload, isLoaded: () => loaded !== undefined });
}
