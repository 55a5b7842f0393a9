// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-table";
export default {
  selectedLabel: (d) => plural(d.count, 0, ar, { zero: "لم يُحدَّد أي عنصر", one: "عنصر واحد محدد", two: "عنصران محددان", few: number("ar", d.count, 0) + " عناصر محددة", many: number("ar", d.count, 0) + " عنصرًا محددًا", other: number("ar", d.count, 0) + " عنصر محدد" }),
  selectAllLabel: "تحديد كل الصفوف",
  rowSelectLabel: (d) => "تحديد الصف " + d.row,
  loadingLabel: "جارٍ التحميل...",
  emptyTitle: "لم يُعثر على نتائج"
}
