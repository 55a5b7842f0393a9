// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-skeleton";
declare const messages: {
  readonly loading: string;
};
export default messages;
