// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "settings-language";
declare const messages: {
  readonly title: string;
  readonly description: string;
  readonly label: string;
  readonly save: string;
  readonly saving: string;
};
export default messages;
