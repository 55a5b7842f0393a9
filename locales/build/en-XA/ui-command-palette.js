// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-command-palette";
export default {
  title: "[Ƈǿǿḿḿȧȧƞḓ ƥȧȧŀḗḗŧŧḗḗ ~~~]",
  placeholder: "[Ŧẏƥḗḗ ȧȧ ƈǿǿḿḿȧȧƞḓ ǿǿř şḗḗȧȧřƈħ... ~~~~~~~]",
  inputLabel: "[Şḗḗȧȧřƈħ ƈǿǿḿḿȧȧƞḓş ~~~]",
  emptyText: "[Ƞǿǿ ƈǿǿḿḿȧȧƞḓş ƒǿǿŭŭƞḓ ~~~~]"
}
