// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-quiz";
export default {
  playerSubmit: "إرسال الاختبار",
  playerRetake: "إعادة الاختبار",
  playerSave: "حفظ النتائج",
  playerTimeLimit: (d) => "المدة المحددة: " + plural(d.minutes, 0, ar, { zero: number("ar", d.minutes, 0) + " دقيقة", one: "دقيقة واحدة", two: "دقيقتان", few: number("ar", d.minutes, 0) + " دقائق", many: number("ar", d.minutes, 0) + " دقيقةً", other: number("ar", d.minutes, 0) + " دقيقة" }),
  playerAnswered: (d) => "تمت الإجابة عن " + d.answered + " من " + d.total,
  playerPassed: "ناجح",
  playerFailed: "غير ناجح",
  playerCorrect: "صحيحة",
  playerIncorrect: "خاطئة",
  playerExplanation: "الشرح:",
  playerScored: (d) => "حصلت على " + d.correct + " من " + d.total,
  correctMark: "الإجابة الصحيحة",
  incorrectMark: "إجابتك",
  numbered: (d) => d.n + ". " + d.question,
  simpleSubmit: "إرسال الإجابة",
  simpleNext: "السؤال التالي",
  simplePrevious: "السابق",
  simpleComplete: "إنهاء الاختبار",
  simpleRetake: "إعادة",
  simpleProgress: (d) => "السؤال " + d.n + " من " + d.total,
  simpleSelectAll: "اختر كل الإجابات التي تنطبق.",
  simpleCorrect: "إجابة صحيحة!",
  simpleIncorrect: "إجابة خاطئة",
  simpleResultsTitle: "اكتمل الاختبار",
  simpleSummary: (d) => "أجبت إجابة صحيحة عن " + d.correct + " من " + plural(d.total, 0, ar, { zero: number("ar", d.total, 0) + " سؤال", one: "سؤال واحد", two: "سؤالين", few: number("ar", d.total, 0) + " أسئلة", many: number("ar", d.total, 0) + " سؤالًا", other: number("ar", d.total, 0) + " سؤال" }) + ".",
  levelGreen: "ممتاز",
  levelYellow: "جيد",
  levelRed: "يحتاج إلى تدريب"
}
