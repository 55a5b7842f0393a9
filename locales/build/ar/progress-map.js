// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "progress-map";
export default {
  title: "مسار التعلّم",
  statusCompleted: "مكتمل",
  statusCurrent: "الحالي",
  statusLocked: "مقفل",
  statusAvailable: "متاح",
  difficultyEasy: "سهل",
  difficultyMedium: "متوسط",
  difficultyHard: "صعب",
  typeLesson: "درس",
  typeQuiz: "اختبار قصير",
  minutes: (d) => d.minutes + " د",
  hasNotes: "يحتوي على ملاحظات",
  hasBookmarks: "يحتوي على إشارات مرجعية",
  empty: "لا توجد دروس بعد."
}
