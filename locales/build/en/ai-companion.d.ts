// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ai-companion";
declare const messages: {
  readonly title: string;
  readonly close: string;
  readonly open: string;
  readonly personality: string;
  readonly mode: string;
  readonly personalityHelpful: string;
  readonly personalitySocratic: string;
  readonly personalityEncouraging: string;
  readonly personalityAnalytical: string;
  readonly modeChat: string;
  readonly modeTutor: string;
  readonly modeStudyBuddy: string;
  readonly modeQuizMaster: string;
  readonly selection: string;
  readonly askAboutSelection: string;
  readonly selectionQuestion: (values: { "text": string | number }) => string;
  readonly suggestedQuestion: (values: { "term": string | number }) => string;
};
export default messages;
