// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "ui-carousel";
export default {
  previousLabel: "Anterior",
  nextLabel: "Siguiente",
  roleDescription: "carrusel"
}
