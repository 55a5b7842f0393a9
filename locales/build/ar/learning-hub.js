// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "learning-hub";
export default {
  title: "مركز تعلّمك",
  joinLiveTitle: "انضم مباشرةً",
  joinLiveDescription: "تعلّم مع مدرّسيك وزملائك في الصف.",
  joinLiveCountdown: "حتى منتصف الليل بتوقيت UTC",
  joinLiveAction: "انضم مباشرةً",
  progressTitle: "التقدّم في التعلّم",
  progressSummary: (d) => "أُنجزت " + d.completed + " من " + plural(d.total, 0, ar, { zero: number("ar", d.total, 0) + " دورات", one: "دورة واحدة", two: "دورتين", few: number("ar", d.total, 0) + " دورات", many: number("ar", d.total, 0) + " دورة", other: number("ar", d.total, 0) + " دورة" }),
  progressEmpty: "لم تبدأ أي دورة بعد",
  timeSpentTitle: "الوقت المستغرق في التعلّم",
  timeSpentEmpty: "لم يُسجَّل أي وقت تعلّم هذا الأسبوع"
}
