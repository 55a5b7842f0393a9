// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "expired-link";
declare const messages: {
  readonly title: string;
  readonly message: string;
  readonly requestLabel: string;
  readonly loginLabel: string;
};
export default messages;
