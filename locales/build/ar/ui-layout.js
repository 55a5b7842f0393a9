// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-layout";
export default {
  skipLink: "الانتقال إلى المحتوى الرئيسي"
}
