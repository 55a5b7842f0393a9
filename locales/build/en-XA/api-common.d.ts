// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-common";
declare const messages: {
  readonly apiFailure: string;
  readonly networkError: string;
  readonly controlCharacter: string;
  readonly controlCharacterIn: (values: { "field": string | number }) => string;
  readonly malformedText: string;
  readonly malformedTextIn: (values: { "field": string | number }) => string;
  readonly dateTimeRange: string;
};
export default messages;
