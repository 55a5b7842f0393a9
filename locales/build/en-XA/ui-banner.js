// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-banner";
export default {
  dismissLabel: "[Ḓīīşḿīīşş ~]"
}
