// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "teacher-profile";
declare const messages: {
  readonly rating: (values: { "rating": string | number; "max": string | number }) => string;
  readonly students: string;
  readonly courses: string;
  readonly totalHours: string;
  readonly yearsExperience: string;
  readonly about: string;
  readonly expertise: string;
  readonly coursesTitle: string;
  readonly noCourses: string;
  readonly loading: string;
  readonly notFound: string;
  readonly back: string;
  readonly error: string;
  readonly retry: string;
};
export default messages;
