// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-password-field";
declare const messages: {
  readonly weak: string;
  readonly fair: string;
  readonly good: string;
  readonly strong: string;
  readonly meterLabel: string;
  readonly meterText: (values: { "label": string | number; "strength": string | number }) => string;
  readonly showPasswordLabel: string;
  readonly hidePasswordLabel: string;
  readonly hint: string;
};
export default messages;
