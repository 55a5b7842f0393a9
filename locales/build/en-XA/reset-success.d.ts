// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "reset-success";
declare const messages: {
  readonly title: string;
  readonly message: string;
  readonly returnLabel: string;
};
export default messages;
