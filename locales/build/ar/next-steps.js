// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "next-steps";
export default {
  title: "خطواتك التالية",
  openSchedule: "فتح الجدول",
  previous: "الخطوات السابقة",
  next: "المزيد من الخطوات التالية",
  due: (d) => "موعد التسليم " + d.date,
  empty: "لا شيء عليك الآن. لقد أنجزت كل شيء.",
  typeAssignment: "واجب",
  typeLiveSession: "جلسة مباشرة",
  typeProgramOverview: "نظرة عامة على البرنامج"
}
