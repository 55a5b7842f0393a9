import type { ColorMode } from '@lp/tokens';
import { brandCss } from './brand-css';
import type { BrandTheme } from './derive-brand-theme';

const STYLE_ID = 'lp-brand-theme';
const BRAND_ATTRIBUTE = 'data-lp-brand';

/**
 * Applies a colour mode (the `dark` class on the root, spec 2 section 4) and a brand to a
 * document. Usable before React mounts, so the first paint already wears the brand.
 *
 * - A brand id (`'ocean-blue'`) sets `data-lp-brand` on the root; the rules for it come from
 *   `brand-themes.generated.css` (part of `@lp/ui/styles.css`), so nothing is derived here.
 *   An id with no rule there (an unknown or misspelt brand) matches nothing, and the
 *   default values of tokens.css apply: that is the fallback.
 * - A derived `BrandTheme` (colours given inline, through the engine) is written into one
 *   `<style id="lp-brand-theme">` element, and the attribute is removed.
 *
 * Either way what the other kind left behind is removed, so switching back and forth never
 * leaves two brands on the page.
 */
export function applyTheme(doc: Document, mode: ColorMode, brand: string | BrandTheme): void {
  const root = doc.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  if (typeof brand === 'string') {
    if (root.getAttribute(BRAND_ATTRIBUTE) !== brand) root.setAttribute(BRAND_ATTRIBUTE, brand);
    doc.getElementById(STYLE_ID)?.remove();
    return;
  }
  root.removeAttribute(BRAND_ATTRIBUTE);
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  const css = brandCss(brand);
  if (style.textContent !== css) style.textContent = css;
}
