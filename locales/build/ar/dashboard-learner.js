// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "dashboard-learner";
export default {
  continueLearning: "تابع التعلّم",
  noLiveEvent: "لا توجد فعاليات مباشرة مجدولة",
  loading: "جارٍ تحميل لوحة التحكم..."
}
