// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-public-routes";
declare const messages: {
  readonly documentTitle: (values: { "title": string | number; "productName": string | number }) => string;
  readonly signIn: string;
  readonly createAccount: string;
  readonly confirmYourEmail: string;
  readonly forgotPassword: string;
  readonly checkYourEmail: string;
  readonly resetPassword: string;
  readonly passwordUpdated: string;
  readonly signInProblem: string;
  readonly linkExpired: string;
  readonly joinTheProgram: string;
  readonly certificateVerification: string;
};
export default messages;
