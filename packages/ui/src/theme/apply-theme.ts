import type { ColorMode } from '@lp/tokens';
import { brandCss } from './brand-css';
import type { BrandTheme } from './derive-brand-theme';

const STYLE_ID = 'lp-brand-theme';

/**
 * Applies a colour mode (the `dark` class on the root, spec 2 section 4) and a
 * derived brand theme (one <style> element) to a document. Usable before React
 * mounts, so the first paint already wears the brand.
 */
export function applyTheme(doc: Document, mode: ColorMode, theme: BrandTheme): void {
  const root = doc.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  let style = doc.getElementById(STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    doc.head.append(style);
  }
  const css = brandCss(theme);
  if (style.textContent !== css) style.textContent = css;
}
