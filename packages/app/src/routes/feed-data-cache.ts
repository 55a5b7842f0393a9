import { offerRequest } from '../data/loader-requests';
import type { RouteData } from './route-data';

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';

/**
 * In the browser: each request a loader started becomes the one its screen's hook picks up
 * (data/loader-requests.ts), instead of a second request once the screen has mounted. A
 * failure is the hook's to report.
 */
export function feedDataCache(data: RouteData): void {
  for (const [key, value] of Object.entries(data)) if (isPromise(value)) offerRequest(key, value);
}
