// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "learning-hub";
declare const messages: {
  readonly title: string;
  readonly joinLiveTitle: string;
  readonly joinLiveDescription: string;
  readonly joinLiveCountdown: string;
  readonly joinLiveAction: string;
  readonly progressTitle: string;
  readonly progressSummary: (values: { "completed": string | number; "total": number }) => string;
  readonly progressEmpty: string;
  readonly timeSpentTitle: string;
  readonly timeSpentEmpty: string;
};
export default messages;
