// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-builder";
declare const messages: {
  readonly somethingWentWrong: string;
  readonly loadingCourse: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly chooseFile: string;
  readonly importFailed: string;
  readonly createFailed: string;
  readonly lessonProblem: (values: { "lesson": string | number; "reason": string | number }) => string;
};
export default messages;
