// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-lesson-player";
export default {
  loading: "جارٍ تحميل تجربة التعلّم المخصّصة لك...",
  progressSaveFailed: "تعذّر حفظ تقدّمك. يُرجى المحاولة مرة أخرى.",
  noteAdded: "تمت إضافة الملاحظة",
  bookmarkTitle: (d) => d.lesson + " عند " + d.time,
  bookmarkAdded: (d) => "تمت إضافة إشارة مرجعية عند " + d.time,
  quizResultNote: (d) => d.lesson + ": " + d.result
}
