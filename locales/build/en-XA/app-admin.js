// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-admin";
export default {
  csvName: "[Ƞȧȧḿḗḗ ~]",
  csvSlug: "[Şŀŭŭɠ ~]",
  csvDomain: "[Ḓǿǿḿȧȧīīƞ ~]",
  csvStatus: "[Şŧȧȧŧŭŭş ~]",
  csvStudents: "[Şŧŭŭḓḗḗƞŧş ~]",
  csvTeachers: "[Ŧḗḗȧȧƈħḗḗřş ~]",
  csvCourses: "[Ƈǿǿŭŭřşḗḗş ~]",
  csvCreated: "[Ƈřḗḗȧȧŧḗḗḓ ~]"
}
