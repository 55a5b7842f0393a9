// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-shell";
declare const messages: {
  readonly mobileSearchLabel: string;
  readonly featuredEventLabel: string;
  readonly paletteLabel: string;
  readonly menuLabel: string;
  readonly languageLabel: string;
};
export default messages;
