// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-users";
declare const messages: {
  readonly notFound: string;
  readonly suspended: string;
  readonly reactivated: string;
  readonly notYourself: string;
  readonly higherRole: string;
  readonly superuserOnly: string;
  readonly lastSuperuser: string;
};
export default messages;
