import { DEFAULT_BRAND_COLOR, type UniversityBranding } from '@lp/contract';

/**
 * The deployment's own university, made by the migration that brought universities in: the
 * accounts of before belong to it, and hosts that name no university get it unless
 * DEFAULT_UNIVERSITY names another (docs/deploying-universities.md).
 */
export const DEFAULT_UNIVERSITY_ID = 'univ-default';
export const DEFAULT_UNIVERSITY_SLUG = 'default';

/** The default brand of tokens/brands/default.json, as a university's branding. */
export const defaultUniversityBranding: UniversityBranding = {
  name: 'Learning Platform',
  tagline: '',
  primaryColor: DEFAULT_BRAND_COLOR,
  secondaryColor: '#9CA3AF',
  accentColor: '#4B5563',
  faviconUrl: '',
  fontFamily: 'DM Sans',
  customCss: '',
};
