// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "live-session";
export default {
  player: (d) => "[Ŀīīṽḗḗ şŧřḗḗȧȧḿ: " + d.title + " ~~~]",
  live: "[ĿĪĪṼḖḖ ~]",
  participants: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ẇȧȧŧƈħīīƞɠ", other: number("en", d.count, 0) + " ẇȧȧŧƈħīīƞɠ" }) + " ~]",
  details: "[Şḗḗşşīīǿǿƞ ḓḗḗŧȧȧīīŀş ~~~]",
  date: "[Ḓȧȧŧḗḗ ~]",
  duration: "[Ḓŭŭřȧȧŧīīǿǿƞ ~]",
  instructor: "[ĪĪƞşŧřŭŭƈŧǿǿř ~~]",
  when: (d) => "[" + d.date + ", " + d.time + " ~]",
  about: "[ȦȦƀǿǿŭŭŧ ŧħīīş şḗḗşşīīǿǿƞ ~~~~]",
  manageStream: "[Ḿȧȧƞȧȧɠḗḗ Şŧřḗḗȧȧḿ ~~~]",
  viewProgram: "[Ṽīīḗḗẇ Ƥřǿǿɠřȧȧḿ ~~]",
  noStreamTitle: "[Ŧħḗḗ ŀīīṽḗḗ şŧřḗḗȧȧḿ ẇīīŀŀ ȧȧƥƥḗḗȧȧř ħḗḗřḗḗ ~~~~~~~~~]",
  noStreamHint: "[Ŧħḗḗ şŧřḗḗȧȧḿ şŧȧȧřŧş ẇħḗḗƞ ŧħḗḗ şḗḗşşīīǿǿƞ ƀḗḗɠīīƞş. ~~~~~~~~~~~~~]",
  unplayableTitle: "[Ŧħḗḗ şŧřḗḗȧȧḿ ȧȧḓḓřḗḗşş ƈȧȧƞƞǿǿŧ ƀḗḗ ƥŀȧȧẏḗḗḓ ħḗḗřḗḗ. ~~~~~~~~~~~~]",
  unplayableHint: "[ȦȦşķ ȧȧƞ ȧȧḓḿīīƞīīşŧřȧȧŧǿǿř ŧǿǿ ƈħḗḗƈķ ŧħḗḗ ŀīīṽḗḗ şŧřḗḗȧȧḿ ŬŬŘĿ. ~~~~~~~~~~~~~~~~]",
  loading: "[Ŀǿǿȧȧḓīīƞɠ ŀīīṽḗḗ şḗḗşşīīǿǿƞ... ~~~~~~]",
  error: "[Ƈǿǿŭŭŀḓ ƞǿǿŧ ŀǿǿȧȧḓ ŧħḗḗ ŀīīṽḗḗ şḗḗşşīīǿǿƞ. ~~~~~~~~~]",
  retry: "[Ŧřẏ ȧȧɠȧȧīīƞ ~]",
  emptyTitle: "[Ƞǿǿ ŀīīṽḗḗ şḗḗşşīīǿǿƞ řīīɠħŧ ƞǿǿẇ ~~~~~~~]",
  emptyHint: "[Ŀīīṽḗḗ şḗḗşşīīǿǿƞş ȧȧƥƥḗḗȧȧř ħḗḗřḗḗ ẇħḗḗƞ ŧħḗḗẏ ȧȧřḗḗ şƈħḗḗḓŭŭŀḗḗḓ. ~~~~~~~~~~~~~~~~]"
}
