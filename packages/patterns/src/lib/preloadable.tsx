import { use, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the code; resolves when it is there. */
  preload: () => Promise<unknown>;
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
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  function PreloadableBlock(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableBlock, { preload });
}
