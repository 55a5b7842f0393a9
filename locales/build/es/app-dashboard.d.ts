// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-dashboard";
declare const messages: {
  readonly errorTitle: string;
  readonly errorMessage: string;
  readonly retry: string;
  readonly opensSoon: (values: { "title": string | number }) => string;
};
export default messages;
