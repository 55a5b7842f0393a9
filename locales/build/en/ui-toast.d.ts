// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-toast";
declare const messages: {
  readonly closeLabel: string;
  readonly label: string;
  readonly regionLabel: (values: { "hotkey": string | number }) => string;
};
export default messages;
