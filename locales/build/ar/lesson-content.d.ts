// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "lesson-content";
declare const messages: {
  readonly typeVideo: string;
  readonly typeAudio: string;
  readonly typeText: string;
  readonly typeQuiz: string;
  readonly typeInteractiveDiagram: string;
  readonly typeCodeSandbox: string;
  readonly duration: string;
  readonly durationMinutes: (values: { "minutes": string | number }) => string;
  readonly placeholderVideo: string;
  readonly placeholderAudio: string;
  readonly placeholderInteractiveDiagram: string;
  readonly placeholderCodeSandbox: string;
  readonly contentReference: string;
  readonly keyTakeaways: string;
  readonly reflectionQuestions: string;
  readonly reflectionHint: string;
  readonly unavailable: string;
  readonly markComplete: string;
  readonly saving: string;
  readonly completed: string;
  readonly passQuiz: string;
};
export default messages;
