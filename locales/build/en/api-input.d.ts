// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-input";
declare const messages: {
  readonly required: (values: { "field": string | number }) => string;
  readonly tooLong: (values: { "field": string | number; "max": string | number }) => string;
  readonly controlCharacters: (values: { "field": string | number }) => string;
  readonly oneOf: (values: { "field": string | number; "choices": string | number }) => string;
  readonly number: (values: { "field": string | number }) => string;
  readonly wholeNumberFrom: (values: { "field": string | number; "min": string | number }) => string;
  readonly atLeast: (values: { "field": string | number; "min": string | number }) => string;
  readonly atMost: (values: { "field": string | number; "max": string | number }) => string;
  readonly invalid: (values: { "field": string | number }) => string;
  readonly text: (values: { "field": string | number }) => string;
  readonly statusActiveOrSuspended: string;
  readonly answersOneLine: string;
  readonly endAfterStart: string;
  readonly toAfterFrom: string;
  readonly rangeTooLong: (values: { "days": string | number }) => string;
  readonly tooManyAttendees: (values: { "max": string | number }) => string;
  readonly languageCode: string;
  readonly colorRole: string;
  readonly urlSafeId: string;
  readonly endTimeBeforeStartTime: string;
};
export default messages;
