import { preloadable } from '@lp/ui';
import { Suspense, type ReactNode } from 'react';
import { shellModule } from './route-modules';
import type * as ShellFrameModule from './shell-frame-module';

// Its own small chunk: the sign-in page loads it as the sign-in request starts (with the
// shell), and it renders at once when it is there (preloadable, unlike React.lazy).
const ShellFrameBlock = preloadable('app/shell-frame', () =>
  (shellModule('shell-frame-module').load() as Promise<typeof ShellFrameModule>).then(
    (m) => m.default,
  ),
);

/** Starts loading the shell's frame (the sign-in form calls it, through loadSignedInShell). */
export const preloadShellFrame = ShellFrameBlock.preload;

/**
 * The shell's outline in skeletons, while the shell's and the page's code arrive. Until its own
 * small chunk is here, `fallback` shows (the page being left, when there is one).
 */
export function LazyShellFrame({
  fallback = <div className="min-h-dvh bg-surface" />,
}: {
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <ShellFrameBlock />
    </Suspense>
  );
}
