import type { BRAND_PALETTE_NAMES } from '@lp/contract';
import * as brandingEditorMessages from '@lp/locales/en/branding-editor';
import { useMessages } from '@lp/ui';
import { useMemo } from 'react';

/** One of the spec's six quick palettes (spec 2 §9), by its English name. */
export type BrandPaletteName = (typeof BRAND_PALETTE_NAMES)[number];

/** Light or dark, as the preview and the report group them. */
export type ColorMode = 'light' | 'dark';

// The branding editor's visible texts: the spec's strings (spec 2 §2.13, §4) where it gives
// them ('Saving...', Reset, Save Changes, Upload Logo), plain ones where it is silent. Validation
// messages come from the contract (brandingMessages), shared with the server. A deployment
// overrides any of these through the page's `texts`.

/** The three brand colours, as the editor and its report name them. */
export type BrandColourKey = 'primaryColor' | 'secondaryColor' | 'accentColor';

/** What one adjustment of the theme engine is, in words (see contrast-sentences.ts). */
export interface AdjustmentWords {
  /** The role's name: 'Primary', 'Primary text', 'Focus ring'... */
  role: string;
  from: string;
  to: string;
  /** 'light' or 'dark' backgrounds, in words. */
  backgrounds: string;
  /** The target ratio, e.g. '3:1'. */
  target: string;
  before: string;
  after: string;
}

export interface BrandingEditorTexts {
  title: string;
  intro: string;
  university: string;
  productName: string;
  productNameDescription: string;
  colours: string;
  colourLabels: Record<BrandColourKey, string>;
  copy: string;
  copied: string;
  palettes: string;
  /** The six quick palettes' names (the spec's, in English). */
  paletteNames: Record<BrandPaletteName, string>;
  /** A palette button's accessible name, e.g. 'Use the Ocean Blue palette'. */
  usePalette: (name: string) => string;
  font: string;
  logoUrl: string;
  logoUrlDescription: string;
  uploadLogo: string;
  uploading: string;
  reset: string;
  save: string;
  saving: string;
  /** Shown when onSave rejects without a message. */
  saveFailed: string;
  uploadFailed: string;
  /** Spoken when the draft differs from the stored branding. */
  unsaved: string;

  history: string;
  lastChanged: (name: string, date: string) => string;
  /** A version saved by no one known (made before the editor, or by the server). */
  lastChangedUnknown: (date: string) => string;
  neverChanged: string;
  restorePrevious: string;
  versionHistory: string;
  versionLine: (name: string, date: string) => string;
  restoredFrom: string;
  current: string;
  restore: string;
  /** The restore button's accessible name beside a version. */
  restoreVersion: (date: string) => string;
  restoreTitle: string;
  restoreQuestion: (date: string) => string;
  restoreAction: string;
  restoring: string;
  restoreFailed: string;
  cancel: string;
  someone: string;

  preview: string;
  previewDescription: string;
  previewWidth: string;
  widths: { desktop: string; tablet: string; mobile: string };
  previewMode: string;
  previewScreen: string;
  modes: Record<ColorMode, string>;
  previewFrameTitle: (width: string, mode: string) => string;
  previewSignIn: string;
  previewApp: string;
  previewCardTitle: string;
  previewCardBody: string;
  previewCardAction: string;

  report: string;
  reportIntro: string;
  reportNone: string;
  reportModeNone: string;
  reportGroup: Record<ColorMode, string>;
  backgrounds: Record<ColorMode, string>;
  roleNames: Record<string, string>;
  /** A filled role (button, badge) made darker/lighter to stand out from the page. */
  adjustedFill: (words: AdjustmentWords) => string;
  /** The brand colour as text, made to read on every surface. */
  adjustedText: (words: AdjustmentWords) => string;
  /** The focus ring, made to stand out from the page. */
  adjustedRing: (words: AdjustmentWords) => string;
  /** Figures under a sentence: 'Contrast 1.07:1 before, 3.01:1 after.' */
  figures: (words: AdjustmentWords) => string;

  loading: string;
  error: string;
  retry: string;
}

type BrandingEditorMessages = typeof brandingEditorMessages.default;

/** The texts from a language's messages (the compiled `branding-editor` namespace). */
function textsFrom(m: BrandingEditorMessages): BrandingEditorTexts {
  return {
    title: m.title,
    intro: m.intro,
    university: m.university,
    productName: m.productName,
    productNameDescription: m.productNameDescription,
    colours: m.colours,
    copy: m.copy,
    copied: m.copied,
    palettes: m.palettes,
    font: m.font,
    logoUrl: m.logoUrl,
    logoUrlDescription: m.logoUrlDescription,
    uploadLogo: m.uploadLogo,
    uploading: m.uploading,
    reset: m.reset,
    save: m.save,
    saving: m.saving,
    saveFailed: m.saveFailed,
    uploadFailed: m.uploadFailed,
    unsaved: m.unsaved,
    history: m.history,
    neverChanged: m.neverChanged,
    restorePrevious: m.restorePrevious,
    versionHistory: m.versionHistory,
    restoredFrom: m.restoredFrom,
    current: m.current,
    restore: m.restore,
    restoreTitle: m.restoreTitle,
    restoreAction: m.restoreAction,
    restoring: m.restoring,
    restoreFailed: m.restoreFailed,
    cancel: m.cancel,
    someone: m.someone,
    preview: m.preview,
    previewDescription: m.previewDescription,
    previewWidth: m.previewWidth,
    previewMode: m.previewMode,
    previewScreen: m.previewScreen,
    previewSignIn: m.previewSignIn,
    previewApp: m.previewApp,
    previewCardTitle: m.previewCardTitle,
    previewCardBody: m.previewCardBody,
    previewCardAction: m.previewCardAction,
    report: m.report,
    reportIntro: m.reportIntro,
    reportNone: m.reportNone,
    reportModeNone: m.reportModeNone,
    loading: m.loading,
    error: m.error,
    retry: m.retry,
    colourLabels: {
      primaryColor: m.colourPrimary,
      secondaryColor: m.colourSecondary,
      accentColor: m.colourAccent,
    },
    paletteNames: {
      'Ocean Blue': m.paletteOceanBlue,
      'Forest Green': m.paletteForestGreen,
      'Royal Purple': m.paletteRoyalPurple,
      'Crimson Red': m.paletteCrimsonRed,
      'Sunset Orange': m.paletteSunsetOrange,
      'Midnight Black': m.paletteMidnightBlack,
    },
    usePalette: (name) => m.usePalette({ name }),
    lastChanged: (name, date) => m.lastChanged({ name, date }),
    lastChangedUnknown: (date) => m.lastChangedUnknown({ date }),
    versionLine: (name, date) => m.versionLine({ name, date }),
    restoreVersion: (date) => m.restoreVersion({ date }),
    restoreQuestion: (date) => m.restoreQuestion({ date }),
    widths: { desktop: m.widthDesktop, tablet: m.widthTablet, mobile: m.widthMobile },
    modes: { light: m.modeLight, dark: m.modeDark },
    previewFrameTitle: (width, mode) => m.previewFrameTitle({ width, mode }),
    reportGroup: { light: m.reportGroupLight, dark: m.reportGroupDark },
    backgrounds: { light: m.backgroundsLight, dark: m.backgroundsDark },
    roleNames: {
      primary: m.rolePrimary,
      secondary: m.roleSecondary,
      accent: m.roleAccent,
      'primary-text': m.rolePrimaryText,
      ring: m.roleRing,
    },
    adjustedFill: (w) => m.adjustedFill(w),
    adjustedText: (w) => m.adjustedText(w),
    adjustedRing: (w) => m.adjustedRing(w),
    figures: (w) => m.figures(w),
  };
}

export const defaultBrandingEditorTexts: BrandingEditorTexts = textsFrom(
  brandingEditorMessages.default,
);

/** The texts in the tree's language, with a deployment's overrides on top. */
export function useBrandingEditorTexts(
  overrides?: Partial<BrandingEditorTexts>,
): BrandingEditorTexts {
  const messages = useMessages(brandingEditorMessages);
  return useMemo(
    () => (overrides ? { ...textsFrom(messages), ...overrides } : textsFrom(messages)),
    [messages, overrides],
  );
}
