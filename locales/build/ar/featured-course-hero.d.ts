// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "featured-course-hero";
declare const messages: {
  readonly startLearning: string;
  readonly moreInfo: string;
  readonly progress: string;
};
export default messages;
