// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-organizations";
declare const messages: {
  readonly subjectRequired: string;
  readonly contentRequired: string;
  readonly subjectTooLong: (values: { "max": string | number }) => string;
  readonly contentTooLong: (values: { "max": string | number }) => string;
  readonly unknownOrganization: string;
  readonly sent: string;
};
export default messages;
