// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "register-form";
export default {
  title: "أنشئ حسابك",
  firstNameLabel: "الاسم الأول",
  lastNameLabel: "اسم العائلة",
  emailLabel: "البريد الإلكتروني",
  passwordLabel: "كلمة المرور",
  passwordHint: "استخدم 8 أحرف على الأقل، منها حرف لاتيني كبير ورقم.",
  submitLabel: "إنشاء حساب",
  submittingLabel: "جارٍ إنشاء الحساب...",
  loginPrompt: "لديك حساب بالفعل؟",
  loginLabel: "سجّل الدخول",
  failureMessage: "تعذّر إتمام التسجيل. يُرجى المحاولة مرة أخرى."
}
