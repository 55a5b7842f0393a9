import { preload } from 'swr';
import type { RouteData } from './route-data';

// Its own module, loaded by a route whose loader returned data: SWR stays out of the entry
// that the sign-in page loads.

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/**
 * In the browser: each request a loader started becomes the one its screen's hook picks up
 * (SWR's preload), instead of a second request once the screen has mounted. A failure is the
 * hook's to report.
 */
export function feedDataCache(data: RouteData): void {
  for (const [key, value] of Object.entries(data)) {
    if (isPromise(value)) preload(key, () => value).catch(() => {});
  }
}
