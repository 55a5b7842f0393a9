// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-lesson-player";
export default {
  loading: "[Ŀǿǿȧȧḓīīƞɠ ẏǿǿŭŭř ƥḗḗřşǿǿƞȧȧŀīīẑḗḗḓ ŀḗḗȧȧřƞīīƞɠ ḗḗẋƥḗḗřīīḗḗƞƈḗḗ... ~~~~~~~~~~~~~~~]",
  progressSaveFailed: "[Ƈǿǿŭŭŀḓ ƞǿǿŧ şȧȧṽḗḗ ẏǿǿŭŭř ƥřǿǿɠřḗḗşş. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~]",
  noteAdded: "[Ƞǿǿŧḗḗ ȧȧḓḓḗḗḓ ~~]",
  bookmarkTitle: (d) => "[" + d.lesson + " ȧȧŧ " + d.time + " ~]",
  bookmarkAdded: (d) => "[Ɓǿǿǿǿķḿȧȧřķ ȧȧḓḓḗḗḓ ȧȧŧ " + d.time + " ~~~~]",
  quizResultNote: (d) => "[" + d.lesson + ": " + d.result + " ~]"
}
