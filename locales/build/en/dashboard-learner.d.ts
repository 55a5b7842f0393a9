// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "dashboard-learner";
declare const messages: {
  readonly continueLearning: string;
  readonly noLiveEvent: string;
  readonly loading: string;
};
export default messages;
