// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "user-stats";
export default {
  back: "[Ɓȧȧƈķ ŧǿǿ Ḓȧȧşħƀǿǿȧȧřḓ ~~~~]",
  title: "[ŬŬşḗḗř Şŧȧȧŧīīşŧīīƈş ~~~]",
  intro: "[Ẇħǿǿ īīş ǿǿƞ ŧħḗḗ ƥŀȧȧŧƒǿǿřḿ řīīɠħŧ ƞǿǿẇ, ŀīīṽḗḗ ƒřǿǿḿ ŧħḗḗ ƥřḗḗşḗḗƞƈḗḗ şḗḗřṽīīƈḗḗ. ~~~~~~~~~~~~~~~~~~~~~]",
  usersOnline: "[ŬŬşḗḗřş ǾǾƞŀīīƞḗḗ Ƞǿǿẇ ~~~~]",
  usersOnlineHint: "[ŬŬƥḓȧȧŧḗḗş ŀīīṽḗḗ ~~]",
  totalEnrolled: "[Ŧǿǿŧȧȧŀ ḖḖƞřǿǿŀŀḗḗḓ ~~~]",
  totalEnrolledHint: "[ȦȦŀŀ-ŧīīḿḗḗ řḗḗɠīīşŧřȧȧŧīīǿǿƞş ~~~~~~]",
  countPending: "[Ƞǿǿŧ ȧȧṽȧȧīīŀȧȧƀŀḗḗ ẏḗḗŧ ~~~~]",
  connection: "[Ƈǿǿƞƞḗḗƈŧīīǿǿƞ ~~]",
  connecting: "[Ƈǿǿƞƞḗḗƈŧīīƞɠ... ~~~]",
  connected: "[Ƈǿǿƞƞḗḗƈŧḗḗḓ ~]",
  reconnecting: "[Řḗḗƈǿǿƞƞḗḗƈŧīīƞɠ ~~]",
  closed: "[Ƞǿǿŧ ƈǿǿƞƞḗḗƈŧḗḗḓ ~~~]",
  error: "[Ƈǿǿƞƞḗḗƈŧīīǿǿƞ ḗḗřřǿǿř ~~~~]",
  retryIn: (d) => "[Ƞḗḗẋŧ ȧȧŧŧḗḗḿƥŧ īīƞ " + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " şḗḗƈǿǿƞḓ", other: number("en", d.seconds, 0) + " şḗḗƈǿǿƞḓş" }) + " ~~~~~~]",
  retrying: "[Ŧřẏīīƞɠ ȧȧɠȧȧīīƞ... ~~~]",
  reconnectNow: "[Řḗḗƈǿǿƞƞḗḗƈŧ ƞǿǿẇ ~~~]",
  connectError: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ƈǿǿƞƞḗḗƈŧ ŧǿǿ ŧħḗḗ ƥřḗḗşḗḗƞƈḗḗ şḗḗřṽīīƈḗḗ. ~~~~~~~~~~~~~]",
  activityHeading: "[ȦȦƈŧīīṽīīŧẏ ~]",
  activeToday: "[ȦȦƈŧīīṽḗḗ ŧǿǿḓȧȧẏ ~~]",
  newThisWeek: "[Ƞḗḗẇ ŧħīīş ẇḗḗḗḗķ ~~~]",
  newThisWeekValue: (d) => "[+" + d.count + " ~]",
  peakToday: "[Ƥḗḗȧȧķ ŧǿǿḓȧȧẏ ~~]",
  avgSessionTime: "[ȦȦṽɠ şḗḗşşīīǿǿƞ ŧīīḿḗḗ ~~~~]",
  placeholderValue: "[Ƞǿǿŧ ȧȧṽȧȧīīŀȧȧƀŀḗḗ ẏḗḗŧ ~~~~]"
}
