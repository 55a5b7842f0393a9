// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "settings-language";
export default {
  title: "Idioma",
  description: "Todas las páginas se muestran en este idioma, en cada dispositivo en el que inicies sesión.",
  label: "Idioma",
  save: "Guardar idioma",
  saving: "Guardando..."
}
