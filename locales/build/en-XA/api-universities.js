// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "api-universities";
export default {
  notFound: "[ŬŬƞīīṽḗḗřşīīŧẏ ƞǿǿŧ ƒǿǿŭŭƞḓ ~~~~~]",
  notActive: "[ǾǾƞŀẏ ȧȧƈŧīīṽḗḗ ŭŭƞīīṽḗḗřşīīŧīīḗḗş ƈȧȧƞ ƀḗḗ ǿǿƥḗḗƞḗḗḓ. ~~~~~~~~~~~~]",
  switched: "[Şẇīīŧƈħḗḗḓ ŭŭƞīīṽḗḗřşīīŧẏ ~~~~~]",
  created: "[ŬŬƞīīṽḗḗřşīīŧẏ ƈřḗḗȧȧŧḗḗḓ ~~~~]",
  updated: "[ŬŬƞīīṽḗḗřşīīŧẏ ŭŭƥḓȧȧŧḗḗḓ ~~~~]",
  deleted: "[ŬŬƞīīṽḗḗřşīīŧẏ ḓḗḗŀḗḗŧḗḗḓ ~~~~]",
  defaultUndeletable: "[Ŧħḗḗ ḓḗḗƥŀǿǿẏḿḗḗƞŧ'ş ǿǿẇƞ ŭŭƞīīṽḗḗřşīīŧẏ ƈȧȧƞƞǿǿŧ ƀḗḗ ḓḗḗŀḗḗŧḗḗḓ. ~~~~~~~~~~~~~~~~]",
  defaultMustStayActive: "[Ŧħḗḗ ḓḗḗƥŀǿǿẏḿḗḗƞŧ'ş ǿǿẇƞ ŭŭƞīīṽḗḗřşīīŧẏ ḿŭŭşŧ şŧȧȧẏ ȧȧƈŧīīṽḗḗ. ~~~~~~~~~~~~~~~]",
  languagesUnknown: (d) => "[Ŧħḗḗşḗḗ ŀȧȧƞɠŭŭȧȧɠḗḗş ȧȧřḗḗ ƞǿǿŧ ȧȧṽȧȧīīŀȧȧƀŀḗḗ: " + d.codes + ". ~~~~~~~~~~~]",
  defaultLanguageNotOffered: "[Ŧħḗḗ ḓḗḗƒȧȧŭŭŀŧ ŀȧȧƞɠŭŭȧȧɠḗḗ ḿŭŭşŧ ƀḗḗ ǿǿƞḗḗ ǿǿƒ ŧħḗḗ ŀȧȧƞɠŭŭȧȧɠḗḗş ǿǿƒƒḗḗřḗḗḓ. ~~~~~~~~~~~~~~~~~~]",
  hasAccounts: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ȧȧƈƈǿǿŭŭƞŧ şŧīīŀŀ ƀḗḗŀǿǿƞɠş ŧǿǿ ŧħīīş ŭŭƞīīṽḗḗřşīīŧẏ. Şŭŭşƥḗḗƞḓ īīŧ īīƞşŧḗḗȧȧḓ, ǿǿř ḿǿǿṽḗḗ ŧħḗḗ ȧȧƈƈǿǿŭŭƞŧş ƒīīřşŧ.", other: number("en", d.count, 0) + " ȧȧƈƈǿǿŭŭƞŧş şŧīīŀŀ ƀḗḗŀǿǿƞɠ ŧǿǿ ŧħīīş ŭŭƞīīṽḗḗřşīīŧẏ. Şŭŭşƥḗḗƞḓ īīŧ īīƞşŧḗḗȧȧḓ, ǿǿř ḿǿǿṽḗḗ ŧħḗḗ ȧȧƈƈǿǿŭŭƞŧş ƒīīřşŧ." }) + " ~]"
}
