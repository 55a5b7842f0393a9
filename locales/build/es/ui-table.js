// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-table";
export default {
  selectedLabel: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " seleccionado", other: number("es", d.count, 0) + " seleccionados" }),
  selectAllLabel: "Seleccionar todas las filas",
  rowSelectLabel: (d) => "Seleccionar fila " + d.row,
  loadingLabel: "Cargando...",
  emptyTitle: "No se encontraron resultados"
}
