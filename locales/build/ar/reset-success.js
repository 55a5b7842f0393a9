// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "reset-success";
export default {
  title: "تم تحديث كلمة المرور بنجاح",
  message: "يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.",
  returnLabel: "العودة إلى تسجيل الدخول"
}
