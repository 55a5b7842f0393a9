import { lazy, Suspense } from 'react';

// Its own small chunk: the sign-in page loads it only once someone has signed in.
const ShellFrameModule = lazy(() => import('./shell-frame-module'));

/** The shell's outline in skeletons, while the shell's and the page's code arrive. */
export function LazyShellFrame() {
  return (
    <Suspense fallback={<div className="min-h-dvh bg-surface" />}>
      <ShellFrameModule />
    </Suspense>
  );
}
