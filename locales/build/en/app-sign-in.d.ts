// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-sign-in";
declare const messages: {
  readonly loginFailed: string;
  readonly loginUnexpected: string;
};
export default messages;
