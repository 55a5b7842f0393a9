// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "course-import-report";
export default {
  title: (d) => "Se importó «" + d.title + "» como borrador",
  importedCount: (d) => plural(d.count, 0, es, { one: "Se importó " + number("es", d.count, 0) + " lección.", other: "Se importaron " + number("es", d.count, 0) + " lecciones." }),
  nothingSkipped: "Se importó todo el contenido del archivo.",
  skippedHeading: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " elemento no se importó", other: number("es", d.count, 0) + " elementos no se importaron" }),
  openCourse: "Abrir el curso",
  skippedItem: (d) => d.title + " (" + d.kind + "): " + d.reason
}
