// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-shell";
export default {
  mobileSearchLabel: "Search",
  featuredEventLabel: "Featured Event",
  paletteLabel: "Open command palette",
  menuLabel: "Menu",
  languageLabel: "Language"
}
