// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-builder";
export default {
  somethingWentWrong: "[Şǿǿḿḗḗŧħīīƞɠ ẇḗḗƞŧ ẇřǿǿƞɠ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~]",
  loadingCourse: "[Ŀǿǿȧȧḓīīƞɠ ƈǿǿŭŭřşḗḗ… ~~~]",
  loadFailed: "[Ƈǿǿŭŭŀḓ ƞǿǿŧ ŀǿǿȧȧḓ ŧħḗḗ ƈǿǿŭŭřşḗḗ. ~~~~~~~]",
  retry: "[Ŧřẏ ȧȧɠȧȧīīƞ ~]",
  chooseFile: "[Ƈħǿǿǿǿşḗḗ ȧȧ ƈǿǿŭŭřşḗḗ ƒīīŀḗḗ ŧǿǿ īīḿƥǿǿřŧ. ~~~~~~~~~]",
  importFailed: "[Ŧħḗḗ ƈǿǿŭŭřşḗḗ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ īīḿƥǿǿřŧḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~~~]",
  createFailed: "[Ŧħḗḗ ƈǿǿŭŭřşḗḗ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ƈřḗḗȧȧŧḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~~~]",
  lessonProblem: (d) => "[" + d.lesson + ": " + d.reason + " ~]"
}
