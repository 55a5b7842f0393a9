// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "search-results";
export default {
  title: "بحث",
  titleFor: (d) => "نتائج البحث عن «" + d.query + "»",
  searching: "جارٍ البحث",
  count: (d) => plural(d.count, 0, ar, { zero: "لا نتائج", one: "نتيجة واحدة", two: "نتيجتان", few: number("ar", d.count, 0) + " نتائج", many: number("ar", d.count, 0) + " نتيجة", other: number("ar", d.count, 0) + " نتيجة" }),
  noResults: "لم يُعثر على نتائج",
  tryAnother: "جرّب عبارة بحث مختلفة.",
  typeSomething: "اكتب شيئًا للبحث عنه.",
  pages: "الصفحات",
  courses: "الدورات",
  retry: "إعادة المحاولة"
}
