// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-carousel";
declare const messages: {
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly roleDescription: string;
};
export default messages;
