// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "course-import-report";
export default {
  title: (d) => "[ĪĪḿƥǿǿřŧḗḗḓ “" + d.title + "” ȧȧş ȧȧ ḓřȧȧƒŧ ~~~~~~]",
  importedCount: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ŀḗḗşşǿǿƞ ƈȧȧḿḗḗ īīƞ.", other: number("en", d.count, 0) + " ŀḗḗşşǿǿƞş ƈȧȧḿḗḗ īīƞ." }) + " ~]",
  nothingSkipped: "[ḖḖṽḗḗřẏŧħīīƞɠ īīƞ ŧħḗḗ ƒīīŀḗḗ ẇȧȧş īīḿƥǿǿřŧḗḗḓ. ~~~~~~~~~~~]",
  skippedHeading: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " īīŧḗḗḿ ẇȧȧş ƞǿǿŧ īīḿƥǿǿřŧḗḗḓ", other: number("en", d.count, 0) + " īīŧḗḗḿş ẇḗḗřḗḗ ƞǿǿŧ īīḿƥǿǿřŧḗḗḓ" }) + " ~]",
  openCourse: "[ǾǾƥḗḗƞ ŧħḗḗ ƈǿǿŭŭřşḗḗ ~~~]",
  skippedItem: (d) => "[" + d.title + " (" + d.kind + "): " + d.reason + " ~]"
}
