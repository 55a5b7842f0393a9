// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "access-denied";
export default {
  title: "تم رفض الوصول",
  message: "ليس لديك إذن بالوصول إلى هذه الصفحة.",
  backLabel: "العودة إلى لوحة التحكم"
}
