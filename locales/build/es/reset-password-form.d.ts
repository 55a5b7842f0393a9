// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "reset-password-form";
declare const messages: {
  readonly failureMessage: string;
  readonly verifyingLabel: string;
  readonly requestLabel: string;
  readonly title: string;
  readonly description: string;
  readonly newPasswordLabel: string;
  readonly confirmPasswordLabel: string;
  readonly passwordHint: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly loginLabel: string;
};
export default messages;
