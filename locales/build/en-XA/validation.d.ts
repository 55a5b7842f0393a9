// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "validation";
declare const messages: {
  readonly emailRequired: string;
  readonly emailInvalid: string;
  readonly passwordRequired: string;
  readonly firstNameRequired: string;
  readonly lastNameRequired: string;
  readonly passwordTooShort: string;
  readonly confirmRequired: string;
  readonly passwordsDiffer: string;
  readonly namesRequired: string;
  readonly invitePasswordTooShort: string;
};
export default messages;
