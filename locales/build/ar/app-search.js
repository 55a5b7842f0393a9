// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-search";
export default {
  coursesFailed: "تعذّر جلب الدورات. يُرجى المحاولة مرة أخرى."
}
