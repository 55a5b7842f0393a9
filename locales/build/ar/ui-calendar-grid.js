// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-calendar-grid";
export default {
  moreEvents: (d) => plural(d.count, 0, ar, { zero: "لا أحداث أخرى في " + d.when, one: "حدث آخر في " + d.when, two: "حدثان آخران في " + d.when, few: number("ar", d.count, 0) + " أحداث أخرى في " + d.when, many: number("ar", d.count, 0) + " حدثًا آخر في " + d.when, other: number("ar", d.count, 0) + " حدث آخر في " + d.when }),
  more: (d) => "+" + d.count + " أخرى",
  completed: "مكتمل",
  time: "الوقت",
  plus: (d) => "+" + d.count,
  overflow: (d) => d.text + "، " + d.rest,
  dayHour: (d) => d.day + "، " + d.hour,
  completedAfter: (d) => "، " + d.completed
}
