/** Admin tool options of spec 2 §2.8 and §9. */

export const EXPORT_FORMATS = ['pdf', 'excel', 'csv'] as const;
export const EXPORT_SECTIONS = [
  'stats',
  'students',
  'performance',
  'at-risk',
  'comparative',
] as const;
export const STUDENT_EXPORT_FIELDS = [
  'name',
  'email',
  'organization',
  'courses',
  'progress',
  'timeSpent',
] as const;
export const DEFAULT_IMPORT_OPTIONS = {
  autoEnroll: true,
  sendWelcome: true,
  skipDuplicates: true,
} as const;
export const DEFAULT_SEND_OPTIONS = {
  emailNotification: true,
  scheduleMessage: false,
  readReceipt: false,
} as const;

/** Default brand colour of a new university (spec 2 §9). */
export const DEFAULT_BRAND_COLOR = '#6B7280';

/** The Communication Hub's limits: the form stops typing there, the server refuses beyond. */
export const ORGANIZATION_MESSAGE_SUBJECT_MAX = 200;
export const ORGANIZATION_MESSAGE_CONTENT_MAX = 5000;

/** Names of the six quick palettes; their colours live in the design tokens' brand files. */
export const BRAND_PALETTE_NAMES = [
  'Ocean Blue',
  'Forest Green',
  'Royal Purple',
  'Crimson Red',
  'Sunset Orange',
  'Midnight Black',
] as const;
export const BRAND_FONTS = [
  { name: 'DM Sans', family: 'sans-serif' },
  { name: 'Inter', family: 'sans-serif' },
  { name: 'Roboto', family: 'sans-serif' },
  { name: 'Open Sans', family: 'sans-serif' },
  { name: 'Playfair Display', family: 'serif' },
  { name: 'Merriweather', family: 'serif' },
] as const;

/** Default domain for the impersonated admin's e-mail (spec 2 §3). */
export const DEFAULT_UNIVERSITY_DOMAIN = 'university.edu';
