// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-auth";
declare const messages: {
  readonly invalidCredentials: string;
  readonly passwordControl: string;
  readonly passwordIsEmail: string;
  readonly passwordTooCommon: string;
  readonly passwordPattern: string;
  readonly passwordPublished: string;
  readonly currentPasswordWrong: string;
  readonly passwordUnchanged: string;
  readonly reservedEmail: string;
};
export default messages;
