// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "app-shell";
export default {
  mobileSearchLabel: "Buscar",
  featuredEventLabel: "Evento destacado",
  paletteLabel: "Abrir la paleta de comandos",
  menuLabel: "Menú",
  languageLabel: "Idioma"
}
