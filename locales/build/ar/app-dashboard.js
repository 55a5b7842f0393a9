// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-dashboard";
export default {
  errorTitle: "تعذّر تحميل لوحة التحكم الخاصة بك.",
  errorMessage: "تحقّق من اتصالك؛ قد تظل دوراتك أدناه متاحة.",
  retry: "إعادة المحاولة",
  opensSoon: (d) => "سيُفتح «" + d.title + "» هنا قريبًا"
}
