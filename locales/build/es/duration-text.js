// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "duration-text";
export default {
  hours: (d) => plural(d.hours, 0, es, { one: number("es", d.hours, 0) + " hora", other: number("es", d.hours, 0) + " horas" })
}
