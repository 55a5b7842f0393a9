import {
  BRAND_FONTS,
  DEFAULT_BRAND_COLOR,
  brandingMessages,
  isAcceptableLogoUrl,
} from '@lp/contract';
import type { BrandingSettings } from '@lp/contract/api';
import { useState } from 'react';
import type { BrandColourKey, BrandingEditorTexts } from './branding-editor-texts';

export type BrandingField = keyof BrandingSettings;
export type BrandingErrors = Partial<Record<BrandingField, string>>;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const BRAND_COLOUR_KEYS: readonly BrandColourKey[] = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
];

/** The branding a university has before anything is stored: the spec's default colour. */
export const EMPTY_BRANDING: BrandingSettings = {
  productName: '',
  primaryColor: DEFAULT_BRAND_COLOR,
  secondaryColor: DEFAULT_BRAND_COLOR,
  accentColor: DEFAULT_BRAND_COLOR,
  fontFamily: BRAND_FONTS[0].name,
  logoUrl: '',
};

/** The field messages of a draft, the same rules the server applies (contract brandingMessages). */
export function validateBranding(
  draft: BrandingSettings,
  labels: BrandingEditorTexts['colourLabels'],
): BrandingErrors {
  const errors: BrandingErrors = {};
  if (draft.productName.trim() === '') errors.productName = brandingMessages.productNameRequired;
  // BRANDING_PRODUCT_NAME_MAX is enforced by the input's maxLength.
  for (const key of BRAND_COLOUR_KEYS) {
    if (!HEX_COLOUR.test(draft[key].trim())) errors[key] = brandingMessages.colour(labels[key]);
  }
  if (!BRAND_FONTS.some((font) => font.name === draft.fontFamily)) {
    errors.fontFamily = brandingMessages.unknownFont;
  }
  if (!isAcceptableLogoUrl(draft.logoUrl.trim())) errors.logoUrl = brandingMessages.logoUrl;
  return errors;
}

/** A valid colour of the draft, or the stored one while the text is mid-edit (for the preview). */
export function previewColours(draft: BrandingSettings, stored: BrandingSettings) {
  const pick = (key: BrandColourKey) =>
    HEX_COLOUR.test(draft[key].trim()) ? draft[key].trim() : stored[key];
  return {
    primary: pick('primaryColor'),
    secondary: pick('secondaryColor'),
    accent: pick('accentColor'),
  };
}

const sameBranding = (a: BrandingSettings, b: BrandingSettings) =>
  (Object.keys(a) as BrandingField[]).every((key) => a[key] === b[key]);

/**
 * The editor's draft: starts from `stored`, and starts again from it whenever the university or
 * the stored branding changes (a switch, a save, a restore), which clears dirty (spec 2 §4).
 */
export function useBrandingDraft(universityId: string, stored: BrandingSettings | null) {
  const base = stored ?? EMPTY_BRANDING;
  const [state, setState] = useState({ universityId, stored, draft: base });
  let current = state;
  if (state.universityId !== universityId || state.stored !== stored) {
    current = { universityId, stored, draft: base };
    setState(current);
  }
  const draft = current.draft;
  const setMany = (values: Partial<BrandingSettings>) =>
    setState((previous) => ({ ...previous, draft: { ...previous.draft, ...values } }));
  const reset = () => setState((previous) => ({ ...previous, draft: base }));
  return { draft, base, dirty: !sameBranding(draft, base), setMany, reset };
}
