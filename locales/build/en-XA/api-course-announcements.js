// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "api-course-announcements";
export default {
  sent: "[Ẏǿǿŭŭř ȧȧƞƞǿǿŭŭƞƈḗḗḿḗḗƞŧ ħȧȧş ƀḗḗḗḗƞ şḗḗƞŧ. ~~~~~~~~~]",
  notYours: "[Ẏǿǿŭŭ ƈȧȧƞ ǿǿƞŀẏ şḗḗƞḓ ȧȧƞƞǿǿŭŭƞƈḗḗḿḗḗƞŧş ƒǿǿř ƈǿǿŭŭřşḗḗş ẏǿǿŭŭ ḿȧȧẏ ḗḗḓīīŧ. ~~~~~~~~~~~~~~~~~~]"
}
