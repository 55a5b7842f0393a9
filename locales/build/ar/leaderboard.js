// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "leaderboard";
export default {
  title: "لوحة المتصدّرين",
  yourRank: "ترتيبك",
  rankOf: (d) => "#" + d.rank + " من " + d.total,
  points: (d) => plural(d.points, 0, ar, { zero: number("ar", d.points, 0) + " نقطة", one: "نقطة واحدة", two: "نقطتان", few: number("ar", d.points, 0) + " نقاط", many: number("ar", d.points, 0) + " نقطة", other: number("ar", d.points, 0) + " نقطة" }),
  streak: (d) => plural(d.days, 0, ar, { zero: "سلسلة " + number("ar", d.days, 0) + " أيام", one: "سلسلة يوم واحد", two: "سلسلة يومين", few: "سلسلة " + number("ar", d.days, 0) + " أيام", many: "سلسلة " + number("ar", d.days, 0) + " يومًا", other: "سلسلة " + number("ar", d.days, 0) + " يوم" }),
  you: "أنت",
  empty: "لا يوجد ترتيب بعد",
  youMark: (d) => " (" + d.you + ")"
}
