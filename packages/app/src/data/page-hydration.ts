import { preload, type Cache } from 'swr';
import { answeredState, HYDRATION_ID, type PageHydration } from './first-render';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the server rendered the page with (decision 0018), read once. Null when the page has
 * none or it is not of the shape the server writes: the app then renders from scratch.
 */
export function readPageHydration(
  doc: Document | undefined = globalThis.document,
): PageHydration | null {
  const element = doc?.getElementById(HYDRATION_ID);
  element?.remove();
  if (!element) return null;
  try {
    const value: unknown = JSON.parse(element.textContent || 'null');
    if (!isRecord(value) || !isRecord(value.loaderData) || !isRecord(value.answers)) throw value;
    if (value.playerLayout !== 'desktop' && value.playerLayout !== 'mobile') throw value;
    if (value.mode !== 'light' && value.mode !== 'dark') throw value;
    if (typeof value.now !== 'number') throw value;
    return value as unknown as PageHydration;
  } catch {
    console.warn(`#${HYDRATION_ID} is not what the server writes; rendering the page afresh`);
    return null;
  }
}

/**
 * The data cache the hydrating page starts with: the answers the server rendered with. Each is
 * also what the screen's first request of it resolves to (SWR's preload), so mounting the page
 * neither asks the API again nor re-checks and re-renders what it has just drawn.
 */
export function startingCache(hydration: PageHydration): Cache {
  const entries = Object.entries(hydration.answers);
  for (const [key, data] of entries) preload(key, () => Promise.resolve(data));
  return new Map(entries.map(([key, data]) => [key, answeredState(data)]));
}
