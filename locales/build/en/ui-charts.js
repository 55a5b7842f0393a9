// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-charts";
export default {
  monthColumn: "Month",
  dayColumn: "Day",
  valueColumn: "Value",
  departmentColumn: "Department",
  shareColumn: "Share",
  tooltip: (d) => d.label + ": " + d.value + " (" + d.percent + ")",
  levelLow: "Under 1 hr",
  levelMid: "1 to 2 hrs",
  levelHigh: "2+ hrs",
  cellLabel: (d) => plural(d.hours, 0, en, { one: number("en", d.hours, 0) + " hour", other: number("en", d.hours, 0) + " hours" }) + ", " + d.level,
  hourLabel: (d) => d.hour + " " + select(d.period, { am: "am", other: "pm" }),
  legend: "Legend"
}
