// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "api-impersonation";
export default {
  started: "[ĪĪḿƥḗḗřşǿǿƞȧȧŧīīǿǿƞ şŧȧȧřŧḗḗḓ ~~~~~]",
  ended: "[ĪĪḿƥḗḗřşǿǿƞȧȧŧīīǿǿƞ ḗḗƞḓḗḗḓ ~~~~~]",
  notActive: "[ǾǾƞŀẏ ȧȧƈŧīīṽḗḗ ŭŭƞīīṽḗḗřşīīŧīīḗḗş ƈȧȧƞ ƀḗḗ īīḿƥḗḗřşǿǿƞȧȧŧḗḗḓ. ~~~~~~~~~~~~~~]"
}
