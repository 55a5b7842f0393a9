// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "search-results";
export default {
  title: "Buscar",
  titleFor: (d) => "Resultados de búsqueda para «" + d.query + "»",
  searching: "Buscando",
  count: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " resultado", other: number("es", d.count, 0) + " resultados" }),
  noResults: "No se encontraron resultados",
  tryAnother: "Prueba con otro término de búsqueda.",
  typeSomething: "Escribe algo para buscar.",
  pages: "Páginas",
  courses: "Cursos",
  retry: "Reintentar"
}
