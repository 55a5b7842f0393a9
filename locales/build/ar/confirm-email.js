// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "confirm-email";
export default {
  title: "أكّد بريدك الإلكتروني",
  sentTo: (d) => "أرسلنا رسالة تأكيد إلى " + d.email + ".",
  sentToInbox: "أرسلنا رسالة تأكيد إلى صندوق الوارد لديك.",
  instruction: "يُرجى النقر على الرابط الوارد في الرسالة للتحقق من حسابك.",
  resendLabel: "إعادة إرسال رسالة التحقق",
  resendingLabel: "جارٍ الإرسال...",
  privacyLabel: "الخصوصية والشروط",
  contactLabel: "اتصل بنا"
}
