// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-lesson-player";
declare const messages: {
  readonly loading: string;
  readonly progressSaveFailed: string;
  readonly noteAdded: string;
  readonly bookmarkTitle: (values: { "lesson": string | number; "time": string | number }) => string;
  readonly bookmarkAdded: (values: { "time": string | number }) => string;
  readonly quizResultNote: (values: { "lesson": string | number; "result": string | number }) => string;
};
export default messages;
