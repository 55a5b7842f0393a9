// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "welcome-video-dialog";
declare const messages: {
  readonly title: string;
  readonly description: string;
  readonly player: string;
  readonly close: string;
  readonly placeholderTitle: string;
  readonly placeholderHint: string;
};
export default messages;
