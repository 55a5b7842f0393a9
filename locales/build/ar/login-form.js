// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "login-form";
export default {
  title: "مرحبًا بعودتك!",
  emailLabel: "البريد الإلكتروني",
  passwordLabel: "كلمة المرور",
  submitLabel: "تسجيل الدخول",
  submittingLabel: "جارٍ تسجيل الدخول...",
  forgotPasswordLabel: "هل نسيت كلمة المرور؟",
  registerPrompt: "ليس لديك حساب؟",
  registerLabel: "أنشئ حسابًا",
  providerButtonLabel: (d) => "تسجيل الدخول عبر " + d.label,
  localSignInLabel: "مسؤول؟ سجّل الدخول بكلمة المرور",
  dividerLabel: "أو",
  failureMessage: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى."
}
