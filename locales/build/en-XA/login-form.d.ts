// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "login-form";
declare const messages: {
  readonly title: string;
  readonly emailLabel: string;
  readonly passwordLabel: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly forgotPasswordLabel: string;
  readonly registerPrompt: string;
  readonly registerLabel: string;
  readonly providerButtonLabel: (values: { "label": string | number }) => string;
  readonly localSignInLabel: string;
  readonly dividerLabel: string;
  readonly failureMessage: string;
};
export default messages;
