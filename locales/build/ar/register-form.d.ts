// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "register-form";
declare const messages: {
  readonly title: string;
  readonly firstNameLabel: string;
  readonly lastNameLabel: string;
  readonly emailLabel: string;
  readonly passwordLabel: string;
  readonly passwordHint: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly loginPrompt: string;
  readonly loginLabel: string;
  readonly failureMessage: string;
};
export default messages;
