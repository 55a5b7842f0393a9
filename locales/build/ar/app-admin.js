// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-admin";
export default {
  csvName: "الاسم",
  csvSlug: "المعرّف",
  csvDomain: "النطاق",
  csvStatus: "الحالة",
  csvStudents: "الطلاب",
  csvTeachers: "المعلّمون",
  csvCourses: "الدورات",
  csvCreated: "تاريخ الإنشاء"
}
