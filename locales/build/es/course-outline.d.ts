// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "course-outline";
declare const messages: {
  readonly outline: string;
  readonly completed: string;
  readonly completedNote: (values: { "status": string | number }) => string;
  readonly typeVideo: string;
  readonly typeAudio: string;
  readonly typeText: string;
  readonly typeQuiz: string;
  readonly typeInteractiveDiagram: string;
  readonly typeCodeSandbox: string;
  readonly minutes: (values: { "minutes": string | number }) => string;
  readonly totalDuration: string;
  readonly lessonMeta: (values: { "type": string | number; "duration": string | number }) => string;
};
export default messages;
