// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "university-languages";
export default {
  section: "اللغات",
  intro: "اللغات التي تظهر بها صفحاتها. يختار كل شخص من بينها، ويحصل الزائر على أقرب لغة إلى لغات متصفحه.",
  offeredLabel: "اللغات المتاحة",
  defaultLabel: "اللغة الافتراضية",
  defaultHint: "للزائر الذي لا يطلب متصفحه أيًّا منها."
}
