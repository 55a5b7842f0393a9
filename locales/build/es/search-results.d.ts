// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "search-results";
declare const messages: {
  readonly title: string;
  readonly titleFor: (values: { "query": string | number }) => string;
  readonly searching: string;
  readonly count: (values: { "count": number }) => string;
  readonly noResults: string;
  readonly tryAnother: string;
  readonly typeSomething: string;
  readonly pages: string;
  readonly courses: string;
  readonly retry: string;
};
export default messages;
