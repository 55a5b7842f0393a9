// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "course-carousel-section";
export default {
  title: "قد يعجبك أيضًا",
  error: "تعذّر جلب الدورات",
  retry: "إعادة المحاولة",
  retryLang: "ar",
  loading: "جارٍ تحميل الدورات...",
  empty: "لا توجد دورات لاقتراحها بعد",
  previous: "الدورات السابقة",
  next: "الدورات التالية",
  progress: "التقدّم",
  rating: (d) => "التقييم " + number("ar", d.rating, 0) + " من 5"
}
