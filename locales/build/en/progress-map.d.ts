// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "progress-map";
declare const messages: {
  readonly title: string;
  readonly statusCompleted: string;
  readonly statusCurrent: string;
  readonly statusLocked: string;
  readonly statusAvailable: string;
  readonly difficultyEasy: string;
  readonly difficultyMedium: string;
  readonly difficultyHard: string;
  readonly typeLesson: string;
  readonly typeQuiz: string;
  readonly minutes: (values: { "minutes": string | number }) => string;
  readonly hasNotes: string;
  readonly hasBookmarks: string;
  readonly empty: string;
};
export default messages;
