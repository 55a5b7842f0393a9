// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-admin";
export default {
  csvName: "Name",
  csvSlug: "Slug",
  csvDomain: "Domain",
  csvStatus: "Status",
  csvStudents: "Students",
  csvTeachers: "Teachers",
  csvCourses: "Courses",
  csvCreated: "Created"
}
