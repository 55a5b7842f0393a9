// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-carousel";
export default {
  previousLabel: "Previous",
  nextLabel: "Next",
  roleDescription: "carousel"
}
