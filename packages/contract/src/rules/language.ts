/** Course languages offered (spec 1 §9) and their codes (spec 1 §3). */
export const courseLanguages = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
} as const;
export type CourseLanguage = keyof typeof courseLanguages;

const codeByLowerName = new Map<string, string>(
  Object.entries(courseLanguages).map(([name, code]) => [name.toLowerCase(), code]),
);

/** 'English' → 'en' and so on; any other value is sent lower-cased. */
export function languageCode(language: string): string {
  const lower = language.trim().toLowerCase();
  return codeByLowerName.get(lower) ?? lower;
}
