// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-auth";
declare const messages: {
  readonly emailConfirmed: string;
  readonly confirmationInvalid: string;
  readonly confirmationResent: string;
  readonly joinFailed: string;
  readonly tokenCheckFailed: string;
};
export default messages;
