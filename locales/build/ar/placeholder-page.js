// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "placeholder-page";
export default {
  backLabel: "العودة إلى لوحة التحكم"
}
