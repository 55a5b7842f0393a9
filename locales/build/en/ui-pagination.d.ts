// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-pagination";
declare const messages: {
  readonly label: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly pageLabel: (values: { "page": string | number }) => string;
};
export default messages;
