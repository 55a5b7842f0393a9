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

export const defaultBrandingEditorTexts: BrandingEditorTexts = {
  title: 'Branding',
  intro: 'Colours, font, logo and product name of a university, as every user of it sees them.',
  university: 'University',
  productName: 'Product name',
  productNameDescription: 'Shown on the sign-in page and in the sidebar.',
  colours: 'Colour palette',
  colourLabels: {
    primaryColor: 'Primary colour',
    secondaryColor: 'Secondary colour',
    accentColor: 'Accent colour',
  },
  copy: 'Copy',
  copied: 'Copied',
  palettes: 'Quick palettes',
  usePalette: (name) => `Use the ${name} palette`,
  font: 'Primary font',
  logoUrl: 'Logo URL',
  logoUrlDescription: 'An https:// address, or upload a PNG, JPEG or WebP image.',
  uploadLogo: 'Upload Logo',
  uploading: 'Uploading...',
  reset: 'Reset',
  save: 'Save Changes',
  saving: 'Saving...',
  saveFailed: 'The branding could not be saved. Please try again.',
  uploadFailed: 'The logo could not be uploaded. Please try again.',
  unsaved: 'Unsaved changes',

  history: 'Versions',
  lastChanged: (name, date) => `Last changed by ${name} on ${date}`,
  lastChangedUnknown: (date) => `Last changed on ${date}`,
  neverChanged: 'This branding has not been changed in the editor yet.',
  restorePrevious: 'Restore previous version',
  versionHistory: 'Version history',
  versionLine: (name, date) => `${date}, by ${name}`,
  restoredFrom: 'restored from an earlier version',
  current: 'Current',
  restore: 'Restore',
  restoreVersion: (date) => `Restore the version of ${date}`,
  restoreTitle: 'Restore this version?',
  restoreQuestion: (date) =>
    `The branding saved on ${date} becomes the current one for every user of this university. The current branding stays in the history.`,
  restoreAction: 'Restore',
  restoring: 'Restoring...',
  restoreFailed: 'The version could not be restored. Please try again.',
  cancel: 'Cancel',
  someone: 'an unknown user',

  preview: 'Live preview',
  previewDescription:
    'The sign-in page and the app as they will look. The preview is a picture: the contrast report says in words what changed.',
  previewWidth: 'Preview width',
  widths: { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' },
  previewMode: 'Preview mode',
  previewScreen: 'Screen',
  modes: { light: 'Light', dark: 'Dark' },
  previewFrameTitle: (width, mode) => `Preview of the brand, ${width}, ${mode}`,
  previewSignIn: 'Sign-in page',
  previewApp: 'App with sidebar',
  previewCardTitle: 'Your learning this week',
  previewCardBody: '4 of 6 courses done. Keep going: your next lesson is ready.',
  previewCardAction: 'Continue learning',

  report: 'Contrast report',
  reportIntro:
    'Every page keeps WCAG AA contrast: 4.5:1 for text, 3:1 for buttons and focus rings. Colours that would fall short are made darker or lighter, keeping their hue.',
  reportNone: 'No colour needed adjusting: all three are shown as chosen, in light and dark mode.',
  reportModeNone: 'Nothing adjusted.',
  reportGroup: { light: 'Light mode', dark: 'Dark mode' },
  backgrounds: { light: 'light backgrounds', dark: 'dark backgrounds' },
  roleNames: {
    primary: 'Primary',
    secondary: 'Secondary',
    accent: 'Accent',
    'primary-text': 'Primary as text',
    ring: 'Focus ring',
  },
  adjustedFill: (w) =>
    `${w.role} ${w.from} is shown as ${w.to} on ${w.backgrounds} so buttons in it stand out at ${w.target}; their text is black or white, whichever reads best.`,
  adjustedText: (w) =>
    `${w.role} ${w.from} is shown as ${w.to} on ${w.backgrounds} so links and text in it reach ${w.target}.`,
  adjustedRing: (w) =>
    `${w.role} ${w.from} is shown as ${w.to} on ${w.backgrounds} so keyboard focus stays visible at ${w.target}.`,
  figures: (w) => `Contrast ${w.before} before, ${w.after} after (needed ${w.target}).`,

  loading: 'Loading the branding...',
  error: 'Could not load the branding.',
  retry: 'Try again',
};
