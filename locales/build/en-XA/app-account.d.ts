// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-account";
declare const messages: {
  readonly profileSaveFailed: string;
  readonly avatarSaveFailed: string;
  readonly somethingWentWrong: string;
  readonly chooseColorMode: string;
  readonly passwordRequired: string;
};
export default messages;
