// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "achievements-page";
declare const messages: {
  readonly title: string;
  readonly intro: string;
  readonly certificatesTitle: string;
  readonly issued: (values: { "date": string | number }) => string;
  readonly download: string;
  readonly downloadLabel: (values: { "course": string | number }) => string;
  readonly verify: string;
  readonly verifyLabel: (values: { "course": string | number }) => string;
  readonly nextTitle: string;
  readonly nextProgress: (values: { "course": string | number }) => string;
  readonly continueLearning: string;
  readonly empty: string;
  readonly emptyHint: string;
  readonly loading: string;
  readonly error: string;
  readonly retry: string;
};
export default messages;
