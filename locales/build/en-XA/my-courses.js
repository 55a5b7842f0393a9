// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "my-courses";
export default {
  title: "[Ḿẏ Ƈǿǿŭŭřşḗḗş ~~]",
  intro: "[Ŧħḗḗ ƈǿǿŭŭřşḗḗş ẏǿǿŭŭ ȧȧřḗḗ ḗḗƞřǿǿŀŀḗḗḓ īīƞ, ȧȧƞḓ ẇħḗḗřḗḗ ẏǿǿŭŭ ŀḗḗƒŧ ǿǿƒƒ. ~~~~~~~~~~~~~~~~~~]",
  tabs: "[Ḿẏ Ƈǿǿŭŭřşḗḗş ~~]",
  inProgressTab: "[ĪĪƞ ƥřǿǿɠřḗḗşş ~~]",
  completedTab: "[Ƈǿǿḿƥŀḗḗŧḗḗḓ ~]",
  count: (d) => "[(" + d.count + ") ~]",
  lessons: (d) => "[" + d.done + " ǿǿƒ " + plural(d.total, 0, en, { one: number("en", d.total, 0) + " ŀḗḗşşǿǿƞ", other: number("en", d.total, 0) + " ŀḗḗşşǿǿƞş" }) + " ~~]",
  "continue": "[Ƈǿǿƞŧīīƞŭŭḗḗ ~]",
  continueLabel: (d) => "[Ƈǿǿƞŧīīƞŭŭḗḗ " + d.title + " ~]",
  review: "[Řḗḗṽīīḗḗẇ ƈǿǿŭŭřşḗḗ ~~~]",
  reviewLabel: (d) => "[Řḗḗṽīīḗḗẇ ƈǿǿŭŭřşḗḗ: " + d.title + " ~~~]",
  noneInProgress: "[Ƞǿǿ ƈǿǿŭŭřşḗḗş īīƞ ƥřǿǿɠřḗḗşş ~~~~~~]",
  noneInProgressHint: "[ḖḖƞřǿǿŀŀ īīƞ ȧȧ ƈǿǿŭŭřşḗḗ ƒřǿǿḿ ŧħḗḗ ƈȧȧŧȧȧŀǿǿɠŭŭḗḗ ŧǿǿ şŧȧȧřŧ ŀḗḗȧȧřƞīīƞɠ. ~~~~~~~~~~~~~~~~~~]",
  noneCompleted: "[Ƞǿǿ ƈǿǿḿƥŀḗḗŧḗḗḓ ƈǿǿŭŭřşḗḗş ẏḗḗŧ ~~~~~~]",
  noneCompletedHint: "[Ƒīīƞīīşħ ḗḗṽḗḗřẏ ŀḗḗşşǿǿƞ ǿǿƒ ȧȧ ƈǿǿŭŭřşḗḗ ȧȧƞḓ īīŧ ḿǿǿṽḗḗş ħḗḗřḗḗ. ~~~~~~~~~~~~~~~~]",
  empty: "[Ẏǿǿŭŭ ħȧȧṽḗḗ ƞǿǿŧ ḗḗƞřǿǿŀŀḗḗḓ īīƞ ȧȧƞẏ ƈǿǿŭŭřşḗḗ ẏḗḗŧ. ~~~~~~~~~~~~]",
  emptyHint: "[Ƒīīƞḓ ȧȧ ƈǿǿŭŭřşḗḗ īīƞ ŧħḗḗ ƈȧȧŧȧȧŀǿǿɠŭŭḗḗ ȧȧƞḓ ḗḗƞřǿǿŀŀ ŧǿǿ şŧȧȧřŧ ŀḗḗȧȧřƞīīƞɠ. ~~~~~~~~~~~~~~~~~~~]",
  browseCatalog: "[Ɓřǿǿẇşḗḗ ŧħḗḗ ƈȧȧŧȧȧŀǿǿɠŭŭḗḗ ~~~~~]",
  programTitle: (d) => "[Ẏǿǿŭŭř ƈǿǿŭŭřşḗḗş īīƞ " + d.program + " ~~~~]",
  allCourses: "[Şħǿǿẇ ȧȧŀŀ ḿẏ ƈǿǿŭŭřşḗḗş ~~~~~]",
  programMissing: "[Ŧħȧȧŧ ƥřǿǿɠřȧȧḿ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ƒǿǿŭŭƞḓ. Şħǿǿẇīīƞɠ ȧȧŀŀ ẏǿǿŭŭř ƈǿǿŭŭřşḗḗş. ~~~~~~~~~~~~~~~~~~]",
  loading: "[Ŀǿǿȧȧḓīīƞɠ ẏǿǿŭŭř ƈǿǿŭŭřşḗḗş... ~~~~~~]",
  error: "[Ƈǿǿŭŭŀḓ ƞǿǿŧ ŀǿǿȧȧḓ ẏǿǿŭŭř ƈǿǿŭŭřşḗḗş. ~~~~~~~~]",
  retry: "[Ŧřẏ ȧȧɠȧȧīīƞ ~]"
}
