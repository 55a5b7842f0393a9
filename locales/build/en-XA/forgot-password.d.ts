// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "forgot-password";
declare const messages: {
  readonly failureMessage: string;
  readonly title: string;
  readonly description: string;
  readonly emailLabel: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly loginLabel: string;
  readonly checkTitle: string;
  readonly checkMessage: (values: { "email": string | number }) => string;
  readonly checkInstruction: string;
  readonly resendLabel: string;
  readonly backLabel: string;
};
export default messages;
