// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "learning-hub";
export default {
  title: "[Ẏǿǿŭŭř Ŀḗḗȧȧřƞīīƞɠ Ħŭŭƀ ~~~~]",
  joinLiveTitle: "[Ĵǿǿīīƞ Ŀīīṽḗḗ ~]",
  joinLiveDescription: "[Ŀḗḗȧȧřƞ ŧǿǿɠḗḗŧħḗḗř ẇīīŧħ ẏǿǿŭŭř īīƞşŧřŭŭƈŧǿǿřş ȧȧƞḓ ƈŀȧȧşşḿȧȧŧḗḗş. ~~~~~~~~~~~~~~~~]",
  joinLiveCountdown: "[ŬŬƞŧīīŀ ḿīīḓƞīīɠħŧ ŬŬŦƇ ~~~~]",
  joinLiveAction: "[Ĵǿǿīīƞ Ŀīīṽḗḗ ~]",
  progressTitle: "[Ŀḗḗȧȧřƞīīƞɠ Ƥřǿǿɠřḗḗşş ~~~~]",
  progressSummary: (d) => "[" + d.completed + " ǿǿƒ " + plural(d.total, 0, en, { one: number("en", d.total, 0) + " ƈǿǿŭŭřşḗḗ", other: number("en", d.total, 0) + " ƈǿǿŭŭřşḗḗş" }) + " ḓǿǿƞḗḗ ~~~~]",
  progressEmpty: "[Ƞǿǿ ƈǿǿŭŭřşḗḗş şŧȧȧřŧḗḗḓ ẏḗḗŧ ~~~~~~]",
  timeSpentTitle: "[Ŧīīḿḗḗ Şƥḗḗƞŧ Ŀḗḗȧȧřƞīīƞɠ ~~~~~]",
  timeSpentEmpty: "[Ƞǿǿ ŀḗḗȧȧřƞīīƞɠ ŧīīḿḗḗ řḗḗƈǿǿřḓḗḗḓ ŧħīīş ẇḗḗḗḗķ ~~~~~~~~~~]"
}
