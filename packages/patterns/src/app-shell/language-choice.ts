/** The languages a person may choose in the user menu, and what choosing one does. */
export interface LanguageChoice {
  /** The code of the page's language. */
  current: string;
  /** The university's languages, each named in itself ('Español', 'العربية'). */
  options: Array<{ code: string; name: string }>;
  onChange: (code: string) => void;
}
