// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-command-palette";
export default {
  title: "لوحة الأوامر",
  placeholder: "اكتب أمرًا أو ابحث...",
  inputLabel: "البحث في الأوامر",
  emptyText: "لم يُعثر على أوامر"
}
