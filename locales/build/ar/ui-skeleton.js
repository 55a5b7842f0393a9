// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-skeleton";
export default {
  loading: "جارٍ التحميل..."
}
