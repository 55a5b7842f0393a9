// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-quiz";
export default {
  playerSubmit: "[Şŭŭƀḿīīŧ Ɋŭŭīīẑ ~~]",
  playerRetake: "[Řḗḗŧȧȧķḗḗ Ɋŭŭīīẑ ~~]",
  playerSave: "[Şȧȧṽḗḗ Řḗḗşŭŭŀŧş ~~]",
  playerTimeLimit: (d) => "[Ŧīīḿḗḗ ŀīīḿīīŧ: " + plural(d.minutes, 0, en, { one: number("en", d.minutes, 0) + " ḿīīƞŭŭŧḗḗ", other: number("en", d.minutes, 0) + " ḿīīƞŭŭŧḗḗş" }) + " ~~~~~]",
  playerAnswered: (d) => "[" + d.answered + " ǿǿƒ " + d.total + " ȧȧƞşẇḗḗřḗḗḓ ~~~]",
  playerPassed: "[Ƥȧȧşşḗḗḓ ~]",
  playerFailed: "[Ƞǿǿŧ ƥȧȧşşḗḗḓ ~~]",
  playerCorrect: "[Ƈǿǿřřḗḗƈŧ ~]",
  playerIncorrect: "[ĪĪƞƈǿǿřřḗḗƈŧ ~]",
  playerExplanation: "[ḖḖẋƥŀȧȧƞȧȧŧīīǿǿƞ: ~~]",
  playerScored: (d) => "[Ẏǿǿŭŭ şƈǿǿřḗḗḓ " + d.correct + " ǿǿŭŭŧ ǿǿƒ " + d.total + " ~~~~~]",
  correctMark: "[Ƈǿǿřřḗḗƈŧ ȧȧƞşẇḗḗř ~~~]",
  incorrectMark: "[Ẏǿǿŭŭř ȧȧƞşẇḗḗř ~~]",
  numbered: (d) => "[" + d.n + ". " + d.question + " ~]",
  simpleSubmit: "[Şŭŭƀḿīīŧ ȦȦƞşẇḗḗř ~~~]",
  simpleNext: "[Ƞḗḗẋŧ Ɋŭŭḗḗşŧīīǿǿƞ ~~~]",
  simplePrevious: "[Ƥřḗḗṽīīǿǿŭŭş ~]",
  simpleComplete: "[Ƈǿǿḿƥŀḗḗŧḗḗ Ɋŭŭīīẑ ~~~]",
  simpleRetake: "[Řḗḗŧȧȧķḗḗ ~]",
  simpleProgress: (d) => "[Ɋŭŭḗḗşŧīīǿǿƞ " + d.n + " ǿǿƒ " + d.total + " ~~~]",
  simpleSelectAll: "[Şḗḗŀḗḗƈŧ ȧȧŀŀ ŧħȧȧŧ ȧȧƥƥŀẏ. ~~~~~~]",
  simpleCorrect: "[Ƈǿǿřřḗḗƈŧ! ~]",
  simpleIncorrect: "[ĪĪƞƈǿǿřřḗḗƈŧ ~]",
  simpleResultsTitle: "[Ɋŭŭīīẑ Ƈǿǿḿƥŀḗḗŧḗḗ ~~~]",
  simpleSummary: (d) => "[Ẏǿǿŭŭ ȧȧƞşẇḗḗřḗḗḓ " + d.correct + " ǿǿƒ " + d.total + " " + plural(d.total, 0, en, { one: "ɋŭŭḗḗşŧīīǿǿƞ", other: "ɋŭŭḗḗşŧīīǿǿƞş" }) + " ƈǿǿřřḗḗƈŧŀẏ. ~~~~~~~~~~~]",
  levelGreen: "[ḖḖẋƈḗḗŀŀḗḗƞŧ ~]",
  levelYellow: "[Ɠǿǿǿǿḓ ~]",
  levelRed: "[Ƞḗḗḗḗḓş ƥřȧȧƈŧīīƈḗḗ ~~~]"
}
