// For story tests (not part of the public API): checks that must hold in every built-in brand.
import type { ColorMode } from '@lp/tokens';
import { brandOptions, type BrandId } from './brands';
import { contrast } from './color-math';

const BRAND_ATTRIBUTE = 'data-lp-brand';

/**
 * Runs `check` with <html> wearing each built-in brand of tokens/brands in each of `modes`
 * (light and dark by default), then gives the page back the brand and mode it had. A story
 * test runs in one brand; this holds a rule to all of them without a project per brand.
 */
export async function forEachBrand(
  check: (brand: BrandId, mode: ColorMode) => Promise<void> | void,
  modes: readonly ColorMode[] = ['light', 'dark'],
): Promise<void> {
  const root = document.documentElement;
  const brandBefore = root.getAttribute(BRAND_ATTRIBUTE);
  const darkBefore = root.classList.contains('dark');
  // Colour transitions would make the browser report a colour halfway between two brands.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  try {
    for (const { id } of brandOptions) {
      for (const mode of modes) {
        root.setAttribute(BRAND_ATTRIBUTE, id);
        root.classList.toggle('dark', mode === 'dark');
        await check(id, mode);
      }
    }
  } finally {
    still.remove();
    if (brandBefore === null) root.removeAttribute(BRAND_ATTRIBUTE);
    else root.setAttribute(BRAND_ATTRIBUTE, brandBefore);
    root.classList.toggle('dark', darkBefore);
  }
}

/** The WCAG contrast of an element's text colour on its own background colour, as the browser computes them. */
export function computedTextContrast(element: Element): number {
  const style = getComputedStyle(element);
  return contrast(style.color, style.backgroundColor);
}
