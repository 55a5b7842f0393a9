// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "forgot-password";
export default {
  failureMessage: "حدث خطأ غير معروف أثناء إرسال البريد الإلكتروني، يُرجى المحاولة لاحقًا.",
  title: "هل نسيت كلمة المرور؟",
  description: "أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.",
  emailLabel: "البريد الإلكتروني",
  submitLabel: "إرسال رابط إعادة التعيين",
  submittingLabel: "جارٍ الإرسال...",
  loginLabel: "العودة إلى تسجيل الدخول",
  checkTitle: "تحقّق من بريدك الإلكتروني",
  checkMessage: (d) => "أرسلنا رابط إعادة تعيين كلمة المرور إلى " + d.email + ".",
  checkInstruction: "يُرجى مراجعة صندوق الوارد واتباع الرابط لإعادة تعيين كلمة المرور.",
  resendLabel: "إعادة إرسال البريد",
  backLabel: "رجوع"
}
