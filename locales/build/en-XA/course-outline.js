// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "course-outline";
export default {
  outline: "[Ƈǿǿŭŭřşḗḗ ǿǿŭŭŧŀīīƞḗḗ ~~~]",
  completed: "[Ƈǿǿḿƥŀḗḗŧḗḗḓ ~]",
  completedNote: (d) => "[(" + d.status + ") ~]",
  typeVideo: "[Ṽīīḓḗḗǿǿ ~]",
  typeAudio: "[ȦȦŭŭḓīīǿǿ ~]",
  typeText: "[Ŧḗḗẋŧ ~]",
  typeQuiz: "[Ɋŭŭīīẑ ~]",
  typeInteractiveDiagram: "[ĪĪƞŧḗḗřȧȧƈŧīīṽḗḗ ḓīīȧȧɠřȧȧḿ ~~~~~]",
  typeCodeSandbox: "[Ƈǿǿḓḗḗ şȧȧƞḓƀǿǿẋ ~~]",
  minutes: (d) => "[" + d.minutes + " ḿīīƞ ~]",
  totalDuration: "[Ŧǿǿŧȧȧŀ ḓŭŭřȧȧŧīīǿǿƞ ~~~]",
  lessonMeta: (d) => "[" + d.type + " · " + d.duration + " ~]"
}
