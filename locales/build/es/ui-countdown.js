// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-countdown";
export default {
  days: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " día", other: number("es", d.count, 0) + " días" }),
  hours: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " hora", other: number("es", d.count, 0) + " horas" }),
  minutes: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " minuto", other: number("es", d.count, 0) + " minutos" }),
  remaining: (d) => "Tiempo restante: " + d.duration,
  lessThanMinute: "Queda menos de un minuto",
  labelled: (d) => d.label + ": " + d.announcement,
  completedText: "Ya comenzó",
  unitDays: "Días",
  unitHours: "Horas",
  unitMinutes: "Minutos",
  unitSeconds: "Segundos"
}
