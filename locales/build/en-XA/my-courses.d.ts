// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "my-courses";
declare const messages: {
  readonly title: string;
  readonly intro: string;
  readonly tabs: string;
  readonly inProgressTab: string;
  readonly completedTab: string;
  readonly count: (values: { "count": string | number }) => string;
  readonly lessons: (values: { "done": string | number; "total": number }) => string;
  readonly continue: string;
  readonly continueLabel: (values: { "title": string | number }) => string;
  readonly review: string;
  readonly reviewLabel: (values: { "title": string | number }) => string;
  readonly noneInProgress: string;
  readonly noneInProgressHint: string;
  readonly noneCompleted: string;
  readonly noneCompletedHint: string;
  readonly empty: string;
  readonly emptyHint: string;
  readonly browseCatalog: string;
  readonly programTitle: (values: { "program": string | number }) => string;
  readonly allCourses: string;
  readonly programMissing: string;
  readonly loading: string;
  readonly error: string;
  readonly retry: string;
};
export default messages;
