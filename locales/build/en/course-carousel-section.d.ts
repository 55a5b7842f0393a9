// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "course-carousel-section";
declare const messages: {
  readonly title: string;
  readonly error: string;
  readonly retry: string;
  readonly retryLang: string;
  readonly loading: string;
  readonly empty: string;
  readonly previous: string;
  readonly next: string;
  readonly progress: string;
  readonly rating: (values: { "rating": number }) => string;
};
export default messages;
