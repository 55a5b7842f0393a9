// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-countdown";
export default {
  days: (d) => plural(d.count, 0, ar, { zero: number("ar", d.count, 0) + " يوم", one: "يوم واحد", two: "يومان", few: number("ar", d.count, 0) + " أيام", many: number("ar", d.count, 0) + " يومًا", other: number("ar", d.count, 0) + " يوم" }),
  hours: (d) => plural(d.count, 0, ar, { zero: number("ar", d.count, 0) + " ساعة", one: "ساعة واحدة", two: "ساعتان", few: number("ar", d.count, 0) + " ساعات", many: number("ar", d.count, 0) + " ساعةً", other: number("ar", d.count, 0) + " ساعة" }),
  minutes: (d) => plural(d.count, 0, ar, { zero: number("ar", d.count, 0) + " دقيقة", one: "دقيقة واحدة", two: "دقيقتان", few: number("ar", d.count, 0) + " دقائق", many: number("ar", d.count, 0) + " دقيقةً", other: number("ar", d.count, 0) + " دقيقة" }),
  remaining: (d) => "الوقت المتبقي: " + d.duration,
  lessThanMinute: "يتبقى أقل من دقيقة",
  labelled: (d) => d.label + ": " + d.announcement,
  completedText: "بدأ",
  unitDays: "أيام",
  unitHours: "ساعات",
  unitMinutes: "دقائق",
  unitSeconds: "ثوانٍ"
}
