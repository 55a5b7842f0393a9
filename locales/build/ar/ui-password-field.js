// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-password-field";
export default {
  weak: "ضعيفة",
  fair: "مقبولة",
  good: "جيدة",
  strong: "قوية",
  meterLabel: "قوة كلمة المرور",
  meterText: (d) => d.label + ": " + d.strength,
  showPasswordLabel: "إظهار كلمة المرور",
  hidePasswordLabel: "إخفاء كلمة المرور",
  hint: "استخدم 8 أحرف على الأقل، وحرفًا كبيرًا واحدًا، ورقمًا."
}
