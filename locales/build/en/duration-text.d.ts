// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "duration-text";
declare const messages: {
  readonly hours: (values: { "hours": number }) => string;
};
export default messages;
