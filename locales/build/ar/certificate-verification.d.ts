// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "certificate-verification";
declare const messages: {
  readonly verified: string;
  readonly learner: string;
  readonly course: string;
  readonly university: string;
  readonly date: string;
  readonly verifiedNote: string;
  readonly notFound: string;
  readonly notFoundMessage: string;
  readonly loading: string;
  readonly error: string;
  readonly retry: string;
};
export default messages;
