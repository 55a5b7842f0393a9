// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "duration-text";
export default {
  hours: (d) => plural(d.hours, 0, ar, { zero: number("ar", d.hours, 0) + " ساعة", one: "ساعة واحدة", two: "ساعتان", few: number("ar", d.hours, 0) + " ساعات", many: number("ar", d.hours, 0) + " ساعة", other: number("ar", d.hours, 0) + " ساعة" })
}
