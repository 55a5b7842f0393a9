// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-color-field";
declare const messages: {
  readonly copyLabel: string;
  readonly copiedLabel: string;
  readonly pickerLabel: (values: { "label": string | number }) => string;
  readonly buttonName: (values: { "action": string | number; "label": string | number }) => string;
};
export default messages;
