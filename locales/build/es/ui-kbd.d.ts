// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-kbd";
declare const messages: {
  readonly command: string;
  readonly control: string;
  readonly shift: string;
  readonly option: string;
  readonly alt: string;
  readonly enter: string;
  readonly escape: string;
  readonly arrowLeft: string;
  readonly arrowRight: string;
  readonly arrowUp: string;
  readonly arrowDown: string;
};
export default messages;
