// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-calendar-grid";
export default {
  moreEvents: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " more event on " + d.when, other: number("en", d.count, 0) + " more events on " + d.when }),
  more: (d) => "+" + d.count + " more",
  completed: "completed",
  time: "Time",
  plus: (d) => "+" + d.count,
  overflow: (d) => d.text + ", " + d.rest,
  dayHour: (d) => d.day + ", " + d.hour,
  completedAfter: (d) => ", " + d.completed
}
