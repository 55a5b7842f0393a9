// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-impersonation";
declare const messages: {
  readonly started: string;
  readonly ended: string;
  readonly notActive: string;
};
export default messages;
