// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "access-denied";
declare const messages: {
  readonly title: string;
  readonly message: string;
  readonly backLabel: string;
};
export default messages;
