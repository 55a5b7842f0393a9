// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "course-outline";
export default {
  outline: "مخطط الدورة",
  completed: "مكتمل",
  completedNote: (d) => "(" + d.status + ")",
  typeVideo: "فيديو",
  typeAudio: "صوت",
  typeText: "نص",
  typeQuiz: "اختبار",
  typeInteractiveDiagram: "مخطط تفاعلي",
  typeCodeSandbox: "بيئة برمجة تجريبية",
  minutes: (d) => plural(d.minutes, 0, ar, { zero: number("ar", d.minutes, 0) + " دقيقة", one: "دقيقة واحدة", two: "دقيقتان", few: number("ar", d.minutes, 0) + " دقائق", many: number("ar", d.minutes, 0) + " دقيقة", other: number("ar", d.minutes, 0) + " دقيقة" }),
  totalDuration: "المدة الإجمالية",
  lessonMeta: (d) => d.type + " · " + d.duration
}
