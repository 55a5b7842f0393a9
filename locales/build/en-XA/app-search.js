// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-search";
export default {
  coursesFailed: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ƒḗḗŧƈħ ƈǿǿŭŭřşḗḗş. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~]"
}
