// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-stat";
declare const messages: {
  readonly increaseLabel: string;
  readonly decreaseLabel: string;
  readonly flatLabel: string;
  readonly spoken: (values: { "trend": string | number }) => string;
};
export default messages;
