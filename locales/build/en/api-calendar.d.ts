// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-calendar";
declare const messages: {
  readonly createFailed: string;
  readonly updateFailed: string;
  readonly deleteFailed: string;
  readonly deleteConfirm: string;
  readonly creating: string;
  readonly updating: string;
  readonly eventCreated: string;
  readonly eventUpdated: string;
  readonly eventDeleted: string;
};
export default messages;
