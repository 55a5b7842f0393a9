// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "my-learning";
export default {
  tabs: "[Ḿẏ ŀḗḗȧȧřƞīīƞɠ ~~]",
  dashboardTab: "[Ŀḗḗȧȧřƞīīƞɠ Ḓȧȧşħƀǿǿȧȧřḓ ~~~~]",
  programsTab: "[Ƥřǿǿɠřȧȧḿş ~]",
  coursesTab: "[Ḿẏ Ƈǿǿŭŭřşḗḗş ~~]",
  recommended: "[Řḗḗƈǿǿḿḿḗḗƞḓḗḗḓ ƒǿǿř ẏǿǿŭŭ ~~~~~]",
  programs: "[Ƥřǿǿɠřȧȧḿş ~]",
  liveEvents: "[Ŀīīṽḗḗ ḖḖṽḗḗƞŧş ~~]",
  noLiveEvents: "[Ƞǿǿ ŀīīṽḗḗ ḗḗṽḗḗƞŧş şƈħḗḗḓŭŭŀḗḗḓ ~~~~~~]",
  noPrograms: "[Ƞǿǿ ƥřǿǿɠřȧȧḿş ẏḗḗŧ ~~~]",
  programsError: "[Ƈǿǿŭŭŀḓ ƞǿǿŧ ŀǿǿȧȧḓ ŧħḗḗ ƥřǿǿɠřȧȧḿş. ~~~~~~~~]",
  programsRetry: "[Ŧřẏ ȧȧɠȧȧīīƞ ~]",
  loadingPrograms: "[Ŀǿǿȧȧḓīīƞɠ ƥřǿǿɠřȧȧḿş... ~~~~~]",
  noCourses: "[Ẏǿǿŭŭ ħȧȧṽḗḗ ƞǿǿŧ ḗḗƞřǿǿŀŀḗḗḓ īīƞ ȧȧƞẏ ƈǿǿŭŭřşḗḗ ẏḗḗŧ. ~~~~~~~~~~~~]",
  browseCourses: "[Ɓřǿǿẇşḗḗ ƈǿǿŭŭřşḗḗş ~~~]",
  coursesError: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ƒḗḗŧƈħ ƈǿǿŭŭřşḗḗş ~~~~~~]",
  coursesRetry: "[Řīīƥřǿǿṽȧȧ ~]",
  coursesRetryLang: "it",
  loadingCourses: "[Ŀǿǿȧȧḓīīƞɠ ƈǿǿŭŭřşḗḗş... ~~~~]",
  programCourses: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ƈǿǿŭŭřşḗḗ", other: number("en", d.count, 0) + " ƈǿǿŭŭřşḗḗş" }) + " ~]",
  programEvents: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ḗḗṽḗḗƞŧ", other: number("en", d.count, 0) + " ḗḗṽḗḗƞŧş" }) + " ~]",
  programHours: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ħǿǿŭŭř", other: number("en", d.count, 0) + " ħǿǿŭŭřş" }) + " ~]",
  courseProgress: "[Ƥřǿǿɠřḗḗşş ~]",
  courseCompleted: "[Ƈǿǿḿƥŀḗḗŧḗḗḓ ~]",
  overviewTitle: "[Ẏǿǿŭŭř Ŀḗḗȧȧřƞīīƞɠ ǾǾṽḗḗřṽīīḗḗẇ ~~~~~~]",
  overviewOverallProgress: "[ǾǾṽḗḗřȧȧŀŀ ƥřǿǿɠřḗḗşş ~~~~]",
  overviewCoursesCompleted: "[Ƈǿǿŭŭřşḗḗş ƈǿǿḿƥŀḗḗŧḗḗḓ ~~~~]",
  overviewCoursesInProgress: "[Ƈǿǿŭŭřşḗḗş īīƞ ƥřǿǿɠřḗḗşş ~~~~~]",
  overviewHoursLearned: "[Ħǿǿŭŭřş ŀḗḗȧȧřƞḗḗḓ ~~~]",
  overviewCountOf: (d) => "[" + d.count + " ǿǿƒ " + d.total + " ~]",
  overviewHours: (d) => "[" + d.hours + "ħ ~]",
  overviewHoursOf: (d) => "[ǿǿƒ " + d.total + "ħ ~]",
  overviewLoading: "[Ŀǿǿȧȧḓīīƞɠ ẏǿǿŭŭř ǿǿṽḗḗřṽīīḗḗẇ... ~~~~~~]"
}
