// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-dashboard";
export default {
  errorTitle: "[Ẏǿǿŭŭř ḓȧȧşħƀǿǿȧȧřḓ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ŀǿǿȧȧḓḗḗḓ. ~~~~~~~~~~]",
  errorMessage: "[Ƈħḗḗƈķ ẏǿǿŭŭř ƈǿǿƞƞḗḗƈŧīīǿǿƞ; ẏǿǿŭŭř ƈǿǿŭŭřşḗḗş ƀḗḗŀǿǿẇ ḿȧȧẏ şŧīīŀŀ ƀḗḗ ȧȧṽȧȧīīŀȧȧƀŀḗḗ. ~~~~~~~~~~~~~~~~~~~~~]",
  retry: "[Ŧřẏ ȧȧɠȧȧīīƞ ~]",
  opensSoon: (d) => "[" + d.title + " ǿǿƥḗḗƞş ħḗḗřḗḗ şǿǿǿǿƞ ~~~~]"
}
