// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-calendar-grid";
export default {
  moreEvents: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " evento más el " + d.when, other: number("es", d.count, 0) + " eventos más el " + d.when }),
  more: (d) => "+" + d.count + " más",
  completed: "completado",
  time: "Hora",
  plus: (d) => "+" + d.count,
  overflow: (d) => d.text + ", " + d.rest,
  dayHour: (d) => d.day + ", " + d.hour,
  completedAfter: (d) => ", " + d.completed
}
