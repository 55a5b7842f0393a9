// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-mobile-bottom-bar";
declare const messages: {
  readonly label: string;
};
export default messages;
