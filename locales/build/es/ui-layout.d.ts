// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-layout";
declare const messages: {
  readonly skipLink: string;
};
export default messages;
