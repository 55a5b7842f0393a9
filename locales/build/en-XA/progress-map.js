// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "progress-map";
export default {
  title: "[Ŀḗḗȧȧřƞīīƞɠ Ƥȧȧŧħ ~~~]",
  statusCompleted: "[Ƈǿǿḿƥŀḗḗŧḗḗḓ ~]",
  statusCurrent: "[Ƈŭŭřřḗḗƞŧ ~]",
  statusLocked: "[Ŀǿǿƈķḗḗḓ ~]",
  statusAvailable: "[ȦȦṽȧȧīīŀȧȧƀŀḗḗ ~]",
  difficultyEasy: "[ḖḖȧȧşẏ ~]",
  difficultyMedium: "[Ḿḗḗḓīīŭŭḿ ~]",
  difficultyHard: "[Ħȧȧřḓ ~]",
  typeLesson: "[Ŀḗḗşşǿǿƞ ~]",
  typeQuiz: "[Ɋŭŭīīẑ ~]",
  minutes: (d) => "[" + d.minutes + " ḿīīƞ ~]",
  hasNotes: "[Ħȧȧş ƞǿǿŧḗḗş ~]",
  hasBookmarks: "[Ħȧȧş ƀǿǿǿǿķḿȧȧřķş ~~~]",
  empty: "[Ƞǿǿ ŀḗḗşşǿǿƞş ẏḗḗŧ. ~~~]"
}
