// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ai-companion";
export default {
  title: "[ȦȦĪĪ Ŀḗḗȧȧřƞīīƞɠ Ƈǿǿḿƥȧȧƞīīǿǿƞ ~~~~~]",
  close: "[Ƈŀǿǿşḗḗ ȦȦĪĪ ƈǿǿḿƥȧȧƞīīǿǿƞ ~~~~]",
  open: "[ǾǾƥḗḗƞ ȦȦĪĪ ƈǿǿḿƥȧȧƞīīǿǿƞ ~~~~]",
  personality: "[Ƥḗḗřşǿǿƞȧȧŀīīŧẏ ~~]",
  mode: "[Ƈǿǿƞṽḗḗřşȧȧŧīīǿǿƞ ḿǿǿḓḗḗ ~~~~]",
  personalityHelpful: "[Ħḗḗŀƥƒŭŭŀ ~]",
  personalitySocratic: "[Şǿǿƈřȧȧŧīīƈ ~]",
  personalityEncouraging: "[ḖḖƞƈǿǿŭŭřȧȧɠīīƞɠ ~~]",
  personalityAnalytical: "[ȦȦƞȧȧŀẏŧīīƈȧȧŀ ~~]",
  modeChat: "[Ƈħȧȧŧ ~]",
  modeTutor: "[Ŧŭŭŧǿǿř ~]",
  modeStudyBuddy: "[Şŧŭŭḓẏ ƀŭŭḓḓẏ ~~]",
  modeQuizMaster: "[Ɋŭŭīīẑ ḿȧȧşŧḗḗř ~~]",
  selection: "[Şḗḗŀḗḗƈŧḗḗḓ ŧḗḗẋŧ ~~~]",
  askAboutSelection: "[ȦȦşķ ȧȧƀǿǿŭŭŧ şḗḗŀḗḗƈŧīīǿǿƞ ~~~~~]",
  selectionQuestion: (d) => "[Ƈȧȧƞ ẏǿǿŭŭ ḗḗẋƥŀȧȧīīƞ ŧħīīş: \"" + d.text + "\" ~~~~~~]",
  suggestedQuestion: (d) => "[Ẇħȧȧŧ īīş " + d.term + "? ~]"
}
