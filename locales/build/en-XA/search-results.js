// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "search-results";
export default {
  title: "[Şḗḗȧȧřƈħ ~]",
  titleFor: (d) => "[Şḗḗȧȧřƈħ řḗḗşŭŭŀŧş ƒǿǿř \"" + d.query + "\" ~~~~~]",
  searching: "[Şḗḗȧȧřƈħīīƞɠ ~]",
  count: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " řḗḗşŭŭŀŧ", other: number("en", d.count, 0) + " řḗḗşŭŭŀŧş" }) + " ~]",
  noResults: "[Ƞǿǿ řḗḗşŭŭŀŧş ƒǿǿŭŭƞḓ ~~~~]",
  tryAnother: "[Ŧřẏ ȧȧ ḓīīƒƒḗḗřḗḗƞŧ şḗḗȧȧřƈħ ŧḗḗřḿ. ~~~~~~~~]",
  typeSomething: "[Ŧẏƥḗḗ şǿǿḿḗḗŧħīīƞɠ ŧǿǿ şḗḗȧȧřƈħ ƒǿǿř. ~~~~~~~~]",
  pages: "[Ƥȧȧɠḗḗş ~]",
  courses: "[Ƈǿǿŭŭřşḗḗş ~]",
  retry: "[Řḗḗŧřẏ ~]"
}
