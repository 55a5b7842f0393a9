// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "api-certificates";
export default {
  notFound: "[Ƈḗḗřŧīīƒīīƈȧȧŧḗḗ ƞǿǿŧ ƒǿǿŭŭƞḓ. ~~~~~~]",
  lessonNotFound: "[Ŧħḗḗ řḗḗɋŭŭḗḗşŧḗḗḓ ŀḗḗşşǿǿƞ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ƒǿǿŭŭƞḓ. ~~~~~~~~~~~~]",
  issued: "[Ƈǿǿŭŭřşḗḗ ƈǿǿḿƥŀḗḗŧḗḗḓ: ẏǿǿŭŭř ƈḗḗřŧīīƒīīƈȧȧŧḗḗ īīş řḗḗȧȧḓẏ. ~~~~~~~~~~~~~]",
  lessonCompleted: "[Ŀḗḗşşǿǿƞ ƈǿǿḿƥŀḗḗŧḗḗḓ ~~~~]",
  quizNotPassed: (d) => "[Ɋŭŭīīẑ ƞǿǿŧ ƥȧȧşşḗḗḓ: " + d.percent + "% īīş ƞḗḗḗḗḓḗḗḓ. ~~~~~~~~]",
  courseNotFound: "[Ŧħḗḗ řḗḗɋŭŭḗḗşŧḗḗḓ ƈǿǿŭŭřşḗḗ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ƒǿǿŭŭƞḓ. ~~~~~~~~~~~~]"
}
