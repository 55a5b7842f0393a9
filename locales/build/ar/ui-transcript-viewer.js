// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-transcript-viewer";
export default {
  transcript: "النص المفرّغ",
  search: "البحث في النص المفرّغ",
  searchPlaceholder: "البحث في النص المفرّغ...",
  importance: "الأهمية",
  category: "الفئة",
  all: "الكل",
  fontSize: "حجم الخط",
  fontSmall: "صغير",
  fontMedium: "متوسط",
  fontLarge: "كبير",
  importanceHigh: "عالية",
  importanceMedium: "متوسطة",
  importanceLow: "منخفضة",
  categoryConcept: "مفهوم",
  categoryExample: "مثال",
  categoryDefinition: "تعريف",
  categoryInstruction: "تعليمات",
  resume: "استئناف التمرير التلقائي",
  addNote: "إضافة ملاحظة",
  bookmark: "إشارة مرجعية",
  note: "ملاحظة:",
  confidenceHigh: "ثقة عالية",
  confidenceMedium: "ثقة متوسطة",
  confidenceLow: "ثقة منخفضة",
  count: (d) => plural(d.count, 0, ar, { zero: "لا توجد مقاطع", one: "مقطع واحد", two: "مقطعان", few: number("ar", d.count, 0) + " مقاطع", many: number("ar", d.count, 0) + " مقطعًا", other: number("ar", d.count, 0) + " مقطع" }),
  emptyQuery: (d) => "لم يُعثر على مقاطع في النص المفرّغ تطابق \"" + d.query + "\"",
  emptyFilters: "لم يُعثر على مقاطع في النص المفرّغ تطابق معاييرك.",
  action: (d) => d.action + " (" + d.time + ")",
  importanceOf: (d) => "أهمية " + d.level,
  confidenceOf: (d) => d.label + ":"
}
