// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-countdown";
export default {
  days: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ḓȧȧẏ", other: number("en", d.count, 0) + " ḓȧȧẏş" }) + " ~]",
  hours: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ħǿǿŭŭř", other: number("en", d.count, 0) + " ħǿǿŭŭřş" }) + " ~]",
  minutes: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " ḿīīƞŭŭŧḗḗ", other: number("en", d.count, 0) + " ḿīīƞŭŭŧḗḗş" }) + " ~]",
  remaining: (d) => "[" + d.duration + " řḗḗḿȧȧīīƞīīƞɠ ~~]",
  lessThanMinute: "[ŀḗḗşş ŧħȧȧƞ ȧȧ ḿīīƞŭŭŧḗḗ řḗḗḿȧȧīīƞīīƞɠ ~~~~~~~~]",
  labelled: (d) => "[" + d.label + ": " + d.announcement + " ~]",
  completedText: "[Şŧȧȧřŧḗḗḓ ~]",
  unitDays: "[Ḓȧȧẏş ~]",
  unitHours: "[Ħǿǿŭŭřş ~]",
  unitMinutes: "[Ḿīīƞŭŭŧḗḗş ~]",
  unitSeconds: "[Şḗḗƈǿǿƞḓş ~]"
}
