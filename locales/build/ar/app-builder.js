// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-builder";
export default {
  somethingWentWrong: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
  loadingCourse: "جارٍ تحميل الدورة…",
  loadFailed: "تعذّر تحميل الدورة.",
  retry: "إعادة المحاولة",
  chooseFile: "اختر ملف دورة لاستيراده.",
  importFailed: "تعذّر استيراد الدورة. يُرجى المحاولة مرة أخرى.",
  createFailed: "تعذّر إنشاء الدورة. يُرجى المحاولة مرة أخرى.",
  lessonProblem: (d) => d.lesson + ": " + d.reason
}
