// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-transcripts";
declare const messages: {
  readonly notWebVtt: string;
  readonly tooLarge: string;
  readonly tooManyCues: (values: { "max": number }) => string;
  readonly noCues: string;
  readonly timing: (values: { "line": string | number }) => string;
  readonly order: (values: { "line": string | number }) => string;
  readonly emptyCue: (values: { "line": string | number }) => string;
  readonly controlCharacters: string;
};
export default messages;
