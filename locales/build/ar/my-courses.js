// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "my-courses";
export default {
  title: "دوراتي",
  intro: "الدورات المسجّل فيها، وأين توقّفت.",
  tabs: "دوراتي",
  inProgressTab: "قيد التقدّم",
  completedTab: "مكتملة",
  count: (d) => "(" + d.count + ")",
  lessons: (d) => d.done + " من " + plural(d.total, 0, ar, { zero: number("ar", d.total, 0) + " دروس", one: "درس واحد", two: "درسين", few: number("ar", d.total, 0) + " دروس", many: number("ar", d.total, 0) + " درسًا", other: number("ar", d.total, 0) + " درس" }),
  "continue": "متابعة",
  continueLabel: (d) => "متابعة " + d.title,
  review: "مراجعة الدورة",
  reviewLabel: (d) => "مراجعة الدورة: " + d.title,
  noneInProgress: "لا توجد دورات قيد التقدّم",
  noneInProgressHint: "سجّل في دورة من الدليل لتبدأ التعلّم.",
  noneCompleted: "لا توجد دورات مكتملة بعد",
  noneCompletedHint: "أنهِ كل دروس دورة ما وستنتقل إلى هنا.",
  empty: "لم تسجّل في أي دورة بعد.",
  emptyHint: "ابحث عن دورة في الدليل وسجّل فيها لتبدأ التعلّم.",
  browseCatalog: "تصفّح الدليل",
  programTitle: (d) => "دوراتك في " + d.program,
  allCourses: "عرض كل دوراتي",
  programMissing: "تعذّر العثور على هذا البرنامج. تُعرض كل دوراتك.",
  loading: "جارٍ تحميل دوراتك...",
  error: "تعذّر تحميل دوراتك.",
  retry: "حاول مرة أخرى"
}
