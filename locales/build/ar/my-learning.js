// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "my-learning";
export default {
  tabs: "تعلّمي",
  dashboardTab: "لوحة التعلّم",
  programsTab: "البرامج",
  coursesTab: "دوراتي",
  recommended: "مقترحة لك",
  programs: "البرامج",
  liveEvents: "الفعاليات المباشرة",
  noLiveEvents: "لا توجد فعاليات مباشرة مجدولة",
  noPrograms: "لا توجد برامج بعد",
  programsError: "تعذّر تحميل البرامج.",
  programsRetry: "حاول مرة أخرى",
  loadingPrograms: "جارٍ تحميل البرامج...",
  noCourses: "لم تسجّل في أي دورة بعد.",
  browseCourses: "تصفّح الدورات",
  coursesError: "تعذّر جلب الدورات",
  coursesRetry: "إعادة المحاولة",
  coursesRetryLang: "ar",
  loadingCourses: "جارٍ تحميل الدورات...",
  programCourses: (d) => plural(d.count, 0, ar, { zero: "لا دورات", one: "دورة واحدة", two: "دورتان", few: number("ar", d.count, 0) + " دورات", many: number("ar", d.count, 0) + " دورة", other: number("ar", d.count, 0) + " دورة" }),
  programEvents: (d) => plural(d.count, 0, ar, { zero: "لا فعاليات", one: "فعالية واحدة", two: "فعاليتان", few: number("ar", d.count, 0) + " فعاليات", many: number("ar", d.count, 0) + " فعالية", other: number("ar", d.count, 0) + " فعالية" }),
  programHours: (d) => plural(d.count, 0, ar, { zero: number("ar", d.count, 0) + " ساعة", one: "ساعة واحدة", two: "ساعتان", few: number("ar", d.count, 0) + " ساعات", many: number("ar", d.count, 0) + " ساعة", other: number("ar", d.count, 0) + " ساعة" }),
  courseProgress: "التقدّم",
  courseCompleted: "مكتملة",
  overviewTitle: "نظرة عامة على تعلّمك",
  overviewOverallProgress: "التقدّم الإجمالي",
  overviewCoursesCompleted: "الدورات المكتملة",
  overviewCoursesInProgress: "الدورات الجارية",
  overviewHoursLearned: "ساعات التعلّم",
  overviewCountOf: (d) => d.count + " من " + d.total,
  overviewHours: (d) => d.hours + " س",
  overviewHoursOf: (d) => "من " + d.total + " س",
  overviewLoading: "جارٍ تحميل النظرة العامة..."
}
