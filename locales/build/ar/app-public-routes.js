// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-public-routes";
export default {
  documentTitle: (d) => d.title + " · " + d.productName,
  signIn: "تسجيل الدخول",
  createAccount: "إنشاء حساب",
  confirmYourEmail: "أكِّد بريدك الإلكتروني",
  forgotPassword: "نسيت كلمة المرور",
  checkYourEmail: "تحقَّق من بريدك الإلكتروني",
  resetPassword: "إعادة تعيين كلمة المرور",
  passwordUpdated: "تم تحديث كلمة المرور بنجاح",
  signInProblem: "مشكلة في تسجيل الدخول",
  linkExpired: "انتهت صلاحية الرابط",
  joinTheProgram: "انضمّ إلى البرنامج",
  certificateVerification: "التحقق من الشهادة"
}
