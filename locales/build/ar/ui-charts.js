// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-charts";
export default {
  monthColumn: "الشهر",
  dayColumn: "اليوم",
  valueColumn: "القيمة",
  departmentColumn: "القسم",
  shareColumn: "النسبة",
  tooltip: (d) => d.label + ": " + d.value + " (" + d.percent + ")",
  levelLow: "أقل من ساعة",
  levelMid: "من ساعة إلى ساعتين",
  levelHigh: "ساعتان فأكثر",
  cellLabel: (d) => plural(d.hours, 0, ar, { zero: number("ar", d.hours, 0) + " ساعة", one: "ساعة واحدة", two: "ساعتان", few: number("ar", d.hours, 0) + " ساعات", many: number("ar", d.hours, 0) + " ساعةً", other: number("ar", d.hours, 0) + " ساعة" }) + "، " + d.level,
  hourLabel: (d) => d.hour + " " + select(d.period, { am: "ص", other: "م" }),
  legend: "مفتاح الرسم"
}
