// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-chat-panel";
declare const messages: {
  readonly title: string;
  readonly log: string;
  readonly thinking: string;
  readonly message: string;
  readonly placeholder: string;
  readonly send: string;
  readonly voice: string;
  readonly readAloud: string;
  readonly helpful: string;
  readonly accurate: string;
  readonly suggestions: string;
  readonly empty: string;
  readonly failed: string;
  readonly speakerUser: string;
  readonly speakerAi: string;
  readonly speakerOf: (values: { "speaker": string | number }) => string;
};
export default messages;
