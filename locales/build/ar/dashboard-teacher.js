// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "dashboard-teacher";
export default {
  loading: "جارٍ تحميل لوحة التحكم...",
  analyticsTitle: "تحليلات الطلاب",
  headline: "الطلاب النشطون يوميًا",
  chartTitle: (d) => "الطلاب النشطون يوميًا، " + plural(d.days, 0, ar, { zero: "آخر " + number("ar", d.days, 0) + " يوم", one: "آخر يوم", two: "آخر يومين", few: "آخر " + number("ar", d.days, 0) + " أيام", many: "آخر " + number("ar", d.days, 0) + " يومًا", other: "آخر " + number("ar", d.days, 0) + " يوم" }),
  searchLabel: "البحث في التحليلات",
  searchPlaceholder: "ابحث في التحليلات...",
  suggestions: "اقتراحات",
  insightsTitle: "رؤى",
  insightsEmpty: "لا توجد رؤى بعد",
  toneIncrease: "في ارتفاع",
  toneDecrease: "في انخفاض",
  toneAttention: "يحتاج إلى متابعة",
  dashboardsTitle: "لوحاتي",
  newDashboard: "لوحة جديدة",
  presetDashboards: "لوحات جاهزة",
  dashboardsEmpty: "لا توجد لوحات بعد",
  spokenLabel: (d) => d.label + ": ",
  suggestionLearnerEngagement: "جدول تفاعل المتعلمين",
  suggestionCourseCompletion: "تحليلات إكمال الدورات",
  suggestionCertificationProgress: "تتبع التقدم في الشهادات",
  suggestionLearningPath: "تحسين مسارات التعلم بالذكاء الاصطناعي"
}
