// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-common";
export default {
  apiFailure: "Se produjo un error",
  networkError: "Se produjo un error de red",
  controlCharacter: "El texto no debe contener caracteres de control.",
  controlCharacterIn: (d) => d.field + " no debe contener caracteres de control.",
  malformedText: "El texto debe ser texto Unicode bien formado.",
  malformedTextIn: (d) => d.field + " debe ser texto Unicode bien formado.",
  dateTimeRange: "Fecha y hora no válidas: deben estar entre los años 0001 y 9999 (UTC)"
}
