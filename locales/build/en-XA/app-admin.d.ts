// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "app-admin";
declare const messages: {
  readonly csvName: string;
  readonly csvSlug: string;
  readonly csvDomain: string;
  readonly csvStatus: string;
  readonly csvStudents: string;
  readonly csvTeachers: string;
  readonly csvCourses: string;
  readonly csvCreated: string;
};
export default messages;
