// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-calendar-grid";
declare const messages: {
  readonly moreEvents: (values: { "count": number; "when": string | number }) => string;
  readonly more: (values: { "count": string | number }) => string;
  readonly completed: string;
  readonly time: string;
  readonly plus: (values: { "count": string | number }) => string;
  readonly overflow: (values: { "text": string | number; "rest": string | number }) => string;
  readonly dayHour: (values: { "day": string | number; "hour": string | number }) => string;
  readonly completedAfter: (values: { "completed": string | number }) => string;
};
export default messages;
