// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "settings-language";
export default {
  title: "اللغة",
  description: "تظهر كل الصفحات بهذه اللغة على كل جهاز تسجّل الدخول منه.",
  label: "اللغة",
  save: "حفظ اللغة",
  saving: "جارٍ الحفظ..."
}
