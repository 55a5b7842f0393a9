import type { PageHydration } from './first-render';

/** The id of the `<script type="application/json">` carrying a rendered page's {@link PageHydration}. */
export const HYDRATION_ID = 'lp-hydration';

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
    if (!Array.isArray(value.blocks) || !value.blocks.every((name) => typeof name === 'string')) {
      throw value;
    }
    return value as unknown as PageHydration;
  } catch {
    console.warn(`#${HYDRATION_ID} is not what the server writes; rendering the page afresh`);
    return null;
  }
}
