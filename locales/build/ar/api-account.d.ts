// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-account";
declare const messages: {
  readonly profileSaved: string;
  readonly avatarUploaded: string;
  readonly avatarRemoved: string;
  readonly avatarMissing: string;
  readonly avatarType: string;
  readonly avatarTooLarge: (values: { "max": string | number }) => string;
  readonly avatarNotFound: string;
  readonly preferencesSaved: string;
  readonly sessionEnded: string;
  readonly otherSessionsEnded: string;
  readonly sessionNotFound: string;
  readonly passwordWrong: string;
  readonly lastAdmin: string;
  readonly accountDeleted: string;
  readonly localeNotOffered: (values: { "offered": string | number }) => string;
};
export default messages;
