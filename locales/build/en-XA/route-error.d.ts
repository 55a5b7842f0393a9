// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "route-error";
declare const messages: {
  readonly chunkTitle: string;
  readonly chunkMessage: string;
  readonly notFoundTitle: string;
  readonly notFoundMessage: string;
  readonly unknownTitle: string;
  readonly unknownMessage: string;
  readonly backLabel: string;
  readonly reloadLabel: string;
  readonly retryLabel: string;
};
export default messages;
