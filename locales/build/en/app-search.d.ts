// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-search";
declare const messages: {
  readonly coursesFailed: string;
};
export default messages;
