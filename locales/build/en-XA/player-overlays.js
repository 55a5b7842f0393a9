// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "player-overlays";
export default {
  shortcutsTitle: "[Ķḗḗẏƀǿǿȧȧřḓ Şħǿǿřŧƈŭŭŧş ~~~~]",
  shortcutsDescription: "[Ŧħḗḗşḗḗ şħǿǿřŧƈŭŭŧş ẇǿǿřķ ȧȧƞẏẇħḗḗřḗḗ īīƞ ŧħḗḗ ŀḗḗşşǿǿƞ ƥŀȧȧẏḗḗř. ~~~~~~~~~~~~~~~~]",
  actionColumn: "[ȦȦƈŧīīǿǿƞ ~]",
  keysColumn: "[Ķḗḗẏş ~]",
  close: "[Ƈŀǿǿşḗḗ ~]",
  actionShortcuts: "[Şħǿǿẇ ķḗḗẏƀǿǿȧȧřḓ şħǿǿřŧƈŭŭŧş ~~~~~~]",
  actionBookmark: "[Ɓǿǿǿǿķḿȧȧřķ ƈŭŭřřḗḗƞŧ ŧīīḿḗḗ ~~~~~]",
  actionFocusMode: "[Ŧǿǿɠɠŀḗḗ ƒǿǿƈŭŭş ḿǿǿḓḗḗ ~~~~]",
  actionStatistics: "[Şħǿǿẇ şŧŭŭḓẏ şŧȧȧŧīīşŧīīƈş ~~~~~]",
  actionPreviousLesson: "[Ƥřḗḗṽīīǿǿŭŭş ŀḗḗşşǿǿƞ ~~~]",
  actionNextLesson: "[Ƞḗḗẋŧ ŀḗḗşşǿǿƞ ~~]",
  actionClose: "[Ƈŀǿǿşḗḗ ǿǿṽḗḗřŀȧȧẏş ~~~]",
  statsTitle: "[Şŧŭŭḓẏ Şḗḗşşīīǿǿƞ Şŧȧȧŧīīşŧīīƈş ~~~~~~]",
  statsDescription: "[Ħǿǿẇ ŧħīīş şŧŭŭḓẏ şḗḗşşīīǿǿƞ īīş ɠǿǿīīƞɠ. ~~~~~~~~~]",
  sessionHeading: "[Ŧħīīş şḗḗşşīīǿǿƞ ~~]",
  totalTime: "[Ŧǿǿŧȧȧŀ ŧīīḿḗḗ ~~]",
  focusTime: "[Ƒǿǿƈŭŭş ŧīīḿḗḗ ~~]",
  breakTime: "[Ɓřḗḗȧȧķ ŧīīḿḗḗ ~~]",
  lessonsCompleted: "[Ŀḗḗşşǿǿƞş ƈǿǿḿƥŀḗḗŧḗḗḓ ~~~~]",
  streakDays: "[Ḓȧȧẏ şŧřḗḗȧȧķ ~~]",
  performanceHeading: "[Ƥḗḗřƒǿǿřḿȧȧƞƈḗḗ ~~]",
  comprehension: "[Ƈǿǿḿƥřḗḗħḗḗƞşīīǿǿƞ ~~~]",
  engagement: "[ḖḖƞɠȧȧɠḗḗḿḗḗƞŧ ~~]",
  velocity: "[Ŀḗḗȧȧřƞīīƞɠ ṽḗḗŀǿǿƈīīŧẏ ~~~~]",
  retention: "[Řḗḗŧḗḗƞŧīīǿǿƞ ~]",
  engagementLow: "[Ŀǿǿẇ ~]",
  engagementMedium: "[Ḿḗḗḓīīŭŭḿ ~]",
  engagementHigh: "[Ħīīɠħ ~]",
  multiplier: (d) => "[" + number("en", d.value, 0) + "ẋ ~]"
}
