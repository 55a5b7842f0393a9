// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-badge";
declare const messages: {
  readonly status: (values: { "status": string }) => string;
  readonly risk: (values: { "risk": string }) => string;
  readonly live: string;
};
export default messages;
