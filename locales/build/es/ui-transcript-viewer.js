// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-transcript-viewer";
export default {
  transcript: "Transcripción",
  search: "Buscar en la transcripción",
  searchPlaceholder: "Buscar en la transcripción...",
  importance: "Importancia",
  category: "Categoría",
  all: "Todas",
  fontSize: "Tamaño de letra",
  fontSmall: "Pequeño",
  fontMedium: "Mediano",
  fontLarge: "Grande",
  importanceHigh: "Alta",
  importanceMedium: "Media",
  importanceLow: "Baja",
  categoryConcept: "Concepto",
  categoryExample: "Ejemplo",
  categoryDefinition: "Definición",
  categoryInstruction: "Instrucción",
  resume: "Reanudar desplazamiento automático",
  addNote: "Agregar nota",
  bookmark: "Marcador",
  note: "Nota:",
  confidenceHigh: "Confianza alta",
  confidenceMedium: "Confianza media",
  confidenceLow: "Confianza baja",
  count: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " segmento", other: number("es", d.count, 0) + " segmentos" }),
  emptyQuery: (d) => "No se encontraron segmentos de la transcripción para \"" + d.query + "\"",
  emptyFilters: "No se encontraron segmentos de la transcripción que coincidan con tus criterios.",
  action: (d) => d.action + " (" + d.time + ")",
  importanceOf: (d) => "Importancia " + d.level,
  confidenceOf: (d) => d.label + ":"
}
