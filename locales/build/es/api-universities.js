// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "api-universities";
export default {
  notFound: "Universidad no encontrada",
  notActive: "Solo se pueden abrir universidades activas.",
  switched: "Universidad cambiada",
  created: "Universidad creada",
  updated: "Universidad actualizada",
  deleted: "Universidad eliminada",
  defaultUndeletable: "La universidad propia de la instalación no se puede eliminar.",
  defaultMustStayActive: "La universidad propia de la instalación debe seguir activa.",
  languagesUnknown: (d) => "Estos idiomas no están disponibles: " + d.codes + ".",
  defaultLanguageNotOffered: "El idioma predeterminado debe ser uno de los idiomas ofrecidos.",
  hasAccounts: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " cuenta todavía pertenece a esta universidad. Suspéndela en su lugar o mueve primero la cuenta.", other: number("es", d.count, 0) + " cuentas todavía pertenecen a esta universidad. Suspéndela en su lugar o mueve primero las cuentas." })
}
