// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-certificates";
declare const messages: {
  readonly notFound: string;
  readonly lessonNotFound: string;
  readonly issued: string;
  readonly lessonCompleted: string;
  readonly quizNotPassed: (values: { "percent": string | number }) => string;
  readonly courseNotFound: string;
};
export default messages;
