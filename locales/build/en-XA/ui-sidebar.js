// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-sidebar";
export default {
  navigationLabel: "[Ḿȧȧīīƞ ƞȧȧṽīīɠȧȧŧīīǿǿƞ ~~~]",
  expandLabel: "[ḖḖẋƥȧȧƞḓ şīīḓḗḗƀȧȧř ~~~]",
  collapseLabel: "[Ƈǿǿŀŀȧȧƥşḗḗ şīīḓḗḗƀȧȧř ~~~~]"
}
