// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-sign-in";
export default {
  saved: "تم حفظ إعدادات تسجيل الدخول.",
  removed: "تمت إزالة مزوّد تسجيل الدخول.",
  notConfigured: "ليس لهذه الجامعة مزوّد لتسجيل الدخول.",
  issuerUrl: "أدخل عنوان URL للجهة المُصدِرة: عنوان https (وhttp على هذا الجهاز فقط).",
  clientId: "أدخل معرّف العميل.",
  clientSecretRequired: "أدخل سر العميل.",
  scopes: "يجب أن تتضمن النطاقات openid.",
  buttonLabel: (d) => "أدخل تسمية للزر لا تتجاوز " + d.max + " حرفًا.",
  domain: (d) => "«" + d.value + "» ليس نطاق بريد إلكتروني (مثل example.edu).",
  roleClaim: "أدخل المُطالبة التي تحمل الدور (مثل roles أو groups).",
  claimValue: "أدخل قيمة المُطالبة التي يُمنح لها هذا الدور.",
  connectionOk: "استجاب المزوّد: الاكتشاف يعمل.",
  localPasswordsOff: "تسجّل هذه الجامعة الدخول عبر مزوّدها الخاص. استخدم الزر أعلاه لتسجيل الدخول."
}
