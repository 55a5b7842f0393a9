// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "reset-password-form";
export default {
  failureMessage: "حدث خطأ غير معروف أثناء إعادة تعيين كلمة المرور، يُرجى المحاولة لاحقًا.",
  verifyingLabel: "جارٍ التحقق من الرابط...",
  requestLabel: "اطلب رابطًا جديدًا",
  title: "إعادة تعيين كلمة المرور",
  description: "أدخل كلمة مرور جديدة لحسابك.",
  newPasswordLabel: "كلمة المرور الجديدة",
  confirmPasswordLabel: "تأكيد كلمة المرور",
  passwordHint: "استخدم 8 أحرف على الأقل، منها حرف لاتيني كبير ورقم.",
  submitLabel: "إعادة تعيين كلمة المرور",
  submittingLabel: "جارٍ إعادة التعيين...",
  loginLabel: "العودة إلى تسجيل الدخول"
}
