// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "lesson-content";
export default {
  typeVideo: "فيديو",
  typeAudio: "صوت",
  typeText: "قراءة",
  typeQuiz: "اختبار",
  typeInteractiveDiagram: "مخطط تفاعلي",
  typeCodeSandbox: "بيئة برمجة تجريبية",
  duration: "المدة",
  durationMinutes: (d) => plural(d.minutes, 0, ar, { zero: number("ar", d.minutes, 0) + " دقيقة", one: "دقيقة واحدة", two: "دقيقتان", few: number("ar", d.minutes, 0) + " دقائق", many: number("ar", d.minutes, 0) + " دقيقة", other: number("ar", d.minutes, 0) + " دقيقة" }),
  placeholderVideo: "فيديو",
  placeholderAudio: "صوت",
  placeholderInteractiveDiagram: "مخطط تفاعلي",
  placeholderCodeSandbox: "بيئة برمجة تجريبية",
  contentReference: "مرجع المحتوى",
  keyTakeaways: "أهم النقاط",
  reflectionQuestions: "أسئلة للتأمل",
  reflectionHint: "تبقى إجاباتك في هذه الصفحة ولا تُحفظ.",
  unavailable: "تعذّر عرض هذا الدرس.",
  markComplete: "تحديد الدرس كمكتمل",
  saving: "جارٍ الحفظ...",
  completed: "اكتمل الدرس",
  passQuiz: "اجتز الاختبار لإكمال هذا الدرس."
}
