// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-kbd";
export default {
  command: "Comando",
  control: "Control",
  shift: "Mayús",
  option: "Opción",
  alt: "Alt",
  enter: "Intro",
  escape: "Escape",
  arrowLeft: "Flecha izquierda",
  arrowRight: "Flecha derecha",
  arrowUp: "Flecha arriba",
  arrowDown: "Flecha abajo"
}
