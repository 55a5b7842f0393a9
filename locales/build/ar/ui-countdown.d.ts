// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-countdown";
declare const messages: {
  readonly days: (values: { "count": number }) => string;
  readonly hours: (values: { "count": number }) => string;
  readonly minutes: (values: { "count": number }) => string;
  readonly remaining: (values: { "duration": string | number }) => string;
  readonly lessThanMinute: string;
  readonly labelled: (values: { "label": string | number; "announcement": string | number }) => string;
  readonly completedText: string;
  readonly unitDays: string;
  readonly unitHours: string;
  readonly unitMinutes: string;
  readonly unitSeconds: string;
};
export default messages;
