// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "university-languages";
export default {
  section: "Languages",
  intro: "The languages its pages come in. Each person chooses among them; a visitor gets the best match of their browser's languages.",
  offeredLabel: "Languages offered",
  defaultLabel: "Default language",
  defaultHint: "For a visitor whose browser asks for none of them."
}
