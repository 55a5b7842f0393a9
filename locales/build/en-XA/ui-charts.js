// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-charts";
export default {
  monthColumn: "[Ḿǿǿƞŧħ ~]",
  dayColumn: "[Ḓȧȧẏ ~]",
  valueColumn: "[Ṽȧȧŀŭŭḗḗ ~]",
  departmentColumn: "[Ḓḗḗƥȧȧřŧḿḗḗƞŧ ~~]",
  shareColumn: "[Şħȧȧřḗḗ ~]",
  tooltip: (d) => "[" + d.label + ": " + d.value + " (" + d.percent + ") ~]",
  levelLow: "[ŬŬƞḓḗḗř 1 ħř ~~]",
  levelMid: "[1 ŧǿǿ 2 ħřş ~~]",
  levelHigh: "[2+ ħřş ~]",
  cellLabel: (d) => "[" + plural(d.hours, 0, en, { one: number("en", d.hours, 0) + " ħǿǿŭŭř", other: number("en", d.hours, 0) + " ħǿǿŭŭřş" }) + ", " + d.level + " ~~]",
  hourLabel: (d) => "[" + d.hour + " " + select(d.period, { am: "ȧȧḿ", other: "ƥḿ" }) + " ~]",
  legend: "[Ŀḗḗɠḗḗƞḓ ~]"
}
