// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-shell";
export default {
  mobileSearchLabel: "بحث",
  featuredEventLabel: "الفعالية المميزة",
  paletteLabel: "فتح لوحة الأوامر",
  menuLabel: "القائمة",
  languageLabel: "اللغة"
}
