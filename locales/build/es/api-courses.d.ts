// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "api-courses";
declare const messages: {
  readonly courseNotFound: string;
  readonly programNotFound: string;
  readonly teacherNotFound: string;
  readonly versionConflict: string;
  readonly editForbidden: string;
  readonly sharingForbidden: string;
  readonly videoLessonAddress: (values: { "lessonTitle": string | number }) => string;
  readonly transcriptNotOfCourse: string;
};
export default messages;
