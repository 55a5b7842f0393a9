// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "expired-link";
export default {
  title: "انتهت صلاحية الرابط",
  message: "انتهت صلاحية رابط إعادة تعيين كلمة المرور. أنشئ رابطًا جديدًا.",
  requestLabel: "اطلب رابطًا جديدًا",
  loginLabel: "العودة إلى تسجيل الدخول"
}
