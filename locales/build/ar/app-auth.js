// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-auth";
export default {
  emailConfirmed: "تم تأكيد عنوان بريدك الإلكتروني. يمكنك تسجيل الدخول الآن.",
  confirmationInvalid: "رابط التأكيد هذا غير صالح أو انتهت صلاحيته.",
  confirmationResent: "أرسلنا إليك رسالة تأكيد جديدة.",
  joinFailed: "تعذّر إنشاء حسابك. يُرجى المحاولة مرة أخرى.",
  tokenCheckFailed: "تعذّر التحقق من صلاحية الرابط. يُرجى المحاولة مرة أخرى."
}
