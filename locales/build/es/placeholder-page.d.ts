// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "placeholder-page";
declare const messages: {
  readonly backLabel: string;
};
export default messages;
