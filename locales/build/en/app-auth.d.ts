// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-auth";
declare const messages: {
  readonly emailConfirmed: string;
  readonly confirmationInvalid: string;
  readonly confirmationResent: string;
  readonly joinFailed: string;
  readonly tokenCheckFailed: string;
  readonly registerFailed: string;
  readonly forgotFailed: string;
  readonly forgotUnexpected: string;
  readonly resendFailed: string;
  readonly resetFailed: string;
  readonly resetUnexpected: string;
  readonly verifyFailed: string;
  readonly noToken: string;
};
export default messages;
