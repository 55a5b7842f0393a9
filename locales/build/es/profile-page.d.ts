// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "profile-page";
declare const messages: {
  readonly title: string;
  readonly description: string;
  readonly emailLabel: string;
  readonly roleLabel: string;
  readonly universityLabel: string;
  readonly formTitle: string;
  readonly formDescription: string;
  readonly firstNameLabel: string;
  readonly lastNameLabel: string;
  readonly departmentLabel: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly failureMessage: string;
  readonly uploadLabel: string;
  readonly removeLabel: string;
  readonly fileLabel: string;
  readonly avatarHint: string;
  readonly errorMessage: string;
  readonly retryLabel: string;
  readonly loading: string;
};
export default messages;
