// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "live-event-card";
declare const messages: {
  readonly action: string;
  readonly liveEvent: string;
  readonly event: string;
  readonly when: (values: { "date": string | number; "time": string | number }) => string;
};
export default messages;
