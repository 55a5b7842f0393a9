// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "next-steps";
declare const messages: {
  readonly title: string;
  readonly openSchedule: string;
  readonly previous: string;
  readonly next: string;
  readonly due: (values: { "date": string | number }) => string;
  readonly empty: string;
  readonly typeAssignment: string;
  readonly typeLiveSession: string;
  readonly typeProgramOverview: string;
};
export default messages;
