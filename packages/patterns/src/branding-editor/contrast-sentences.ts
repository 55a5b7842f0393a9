import { formattersFor, type ContrastAdjustment, type Formatters } from '@lp/ui';
import type { AdjustmentWords, BrandingEditorTexts, ColorMode } from './branding-editor-texts';

/** One adjustment of the theme engine, told in words and figures for the contrast report. */
export interface AdjustmentSentence {
  mode: ColorMode;
  role: string;
  from: string;
  to: string;
  sentence: string;
  figures: string;
}

/** A contrast ratio such as '4.5:1', its figure in the language's digits. */
const ratioIn = (format: Formatters) => (value: number) =>
  `${format.number(value, { maximumFractionDigits: 2 })}:1`;

// The engine's roles (derive-brand-theme.ts): primary/secondary/accent are fills that must stand
// out from the page at 3:1 (their text is black or white at 4.5:1); primary-text is the brand
// colour as text at 4.5:1 on every surface; ring is the focus ring at 3:1.
function sentenceFor(role: string, words: AdjustmentWords, texts: BrandingEditorTexts) {
  if (role === 'primary-text') return texts.adjustedText(words);
  if (role === 'ring') return texts.adjustedRing(words);
  return texts.adjustedFill(words);
}

/**
 * The engine's adjustments as sentences, in its order (light first, then dark); the ratios'
 * figures in `format`'s language. @default format English
 */
export function adjustmentSentences(
  adjustments: readonly ContrastAdjustment[],
  texts: BrandingEditorTexts,
  format: Formatters = formattersFor('en'),
): AdjustmentSentence[] {
  const ratio = ratioIn(format);
  return adjustments.map((adjustment) => {
    const mode = adjustment.mode as ColorMode;
    const words: AdjustmentWords = {
      role: texts.roleNames[adjustment.role] ?? adjustment.role,
      from: adjustment.from.toUpperCase(),
      to: adjustment.to.toUpperCase(),
      backgrounds: texts.backgrounds[mode],
      target: ratio(adjustment.target),
      before: ratio(adjustment.contrastBefore),
      after: ratio(adjustment.contrastAfter),
    };
    return {
      mode,
      role: adjustment.role,
      from: words.from,
      to: words.to,
      sentence: sentenceFor(adjustment.role, words, texts),
      figures: texts.figures(words),
    };
  });
}
