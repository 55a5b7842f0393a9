// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "course-import-report";
export default {
  title: (d) => "تم استيراد «" + d.title + "» كمسودة",
  importedCount: (d) => plural(d.count, 0, ar, { zero: "لم تُستورد أي دروس.", one: "استُورد درس واحد.", two: "استُورد درسان.", few: "استُوردت " + number("ar", d.count, 0) + " دروس.", many: "استُورد " + number("ar", d.count, 0) + " درسًا.", other: "استُورد " + number("ar", d.count, 0) + " درس." }),
  nothingSkipped: "استُورد كل ما في الملف.",
  skippedHeading: (d) => plural(d.count, 0, ar, { zero: "لم يُستبعد أي عنصر", one: "عنصر واحد لم يُستورد", two: "عنصران لم يُستوردا", few: number("ar", d.count, 0) + " عناصر لم تُستورد", many: number("ar", d.count, 0) + " عنصرًا لم يُستورد", other: number("ar", d.count, 0) + " عنصر لم يُستورد" }),
  openCourse: "فتح الدورة",
  skippedItem: (d) => d.title + " (" + d.kind + "): " + d.reason
}
