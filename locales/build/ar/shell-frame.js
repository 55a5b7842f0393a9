// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "shell-frame";
export default {
  loading: "جارٍ التحميل..."
}
