// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "lesson-content";
export default {
  typeVideo: "[Ṽīīḓḗḗǿǿ ~]",
  typeAudio: "[ȦȦŭŭḓīīǿǿ ~]",
  typeText: "[Řḗḗȧȧḓīīƞɠ ~]",
  typeQuiz: "[Ɋŭŭīīẑ ~]",
  typeInteractiveDiagram: "[ĪĪƞŧḗḗřȧȧƈŧīīṽḗḗ ḓīīȧȧɠřȧȧḿ ~~~~~]",
  typeCodeSandbox: "[Ƈǿǿḓḗḗ şȧȧƞḓƀǿǿẋ ~~]",
  duration: "[Ḓŭŭřȧȧŧīīǿǿƞ ~]",
  durationMinutes: (d) => "[" + d.minutes + " ḿīīƞ ~]",
  placeholderVideo: "[Ṽīīḓḗḗǿǿ ~]",
  placeholderAudio: "[ȦȦŭŭḓīīǿǿ ~]",
  placeholderInteractiveDiagram: "[ĪĪƞŧḗḗřȧȧƈŧīīṽḗḗ ḓīīȧȧɠřȧȧḿ ~~~~~]",
  placeholderCodeSandbox: "[Ƈǿǿḓḗḗ şȧȧƞḓƀǿǿẋ ~~]",
  contentReference: "[Ƈǿǿƞŧḗḗƞŧ řḗḗƒḗḗřḗḗƞƈḗḗ ~~~~]",
  keyTakeaways: "[Ķḗḗẏ Ŧȧȧķḗḗȧȧẇȧȧẏş ~~~]",
  reflectionQuestions: "[Řḗḗƒŀḗḗƈŧīīǿǿƞ Ɋŭŭḗḗşŧīīǿǿƞş ~~~~~]",
  reflectionHint: "[Ẏǿǿŭŭř ȧȧƞşẇḗḗřş şŧȧȧẏ ǿǿƞ ŧħīīş ƥȧȧɠḗḗ ȧȧƞḓ ȧȧřḗḗ ƞǿǿŧ şȧȧṽḗḗḓ. ~~~~~~~~~~~~~~~]",
  unavailable: "[Ŧħīīş ŀḗḗşşǿǿƞ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ḓīīşƥŀȧȧẏḗḗḓ. ~~~~~~~~~~]",
  markComplete: "[Ḿȧȧřķ ȧȧş ƈǿǿḿƥŀḗḗŧḗḗ ~~~~]",
  saving: "[Şȧȧṽīīƞɠ... ~]",
  completed: "[Ŀḗḗşşǿǿƞ ƈǿǿḿƥŀḗḗŧḗḗḓ ~~~~]",
  passQuiz: "[Ƥȧȧşş ŧħḗḗ ɋŭŭīīẑ ŧǿǿ ƈǿǿḿƥŀḗḗŧḗḗ ŧħīīş ŀḗḗşşǿǿƞ. ~~~~~~~~~~~]"
}
