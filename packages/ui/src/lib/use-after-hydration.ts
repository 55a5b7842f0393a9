import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * For the parts of a page the server need not draw in full (a long carousel, a heatmap):
 * false on the server and while the browser hydrates its HTML, then true in a transition of
 * its own, so drawing the rest yields to the browser instead of making hydration one long
 * task (issue 31: a smaller first DOM). True from the first render of a page the browser
 * draws itself, which has nothing to hydrate.
 */
export function useAfterHydration(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
