// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "player-overlays";
export default {
  shortcutsTitle: "اختصارات لوحة المفاتيح",
  shortcutsDescription: "تعمل هذه الاختصارات في أي مكان داخل مشغّل الدروس.",
  actionColumn: "الإجراء",
  keysColumn: "المفاتيح",
  close: "إغلاق",
  actionShortcuts: "عرض اختصارات لوحة المفاتيح",
  actionBookmark: "إضافة إشارة مرجعية عند الوقت الحالي",
  actionFocusMode: "تشغيل وضع التركيز أو إيقافه",
  actionStatistics: "عرض إحصاءات الدراسة",
  actionPreviousLesson: "الدرس السابق",
  actionNextLesson: "الدرس التالي",
  actionClose: "إغلاق النوافذ المنبثقة",
  statsTitle: "إحصاءات جلسة الدراسة",
  statsDescription: "كيف تسير جلسة الدراسة هذه.",
  sessionHeading: "هذه الجلسة",
  totalTime: "الوقت الإجمالي",
  focusTime: "وقت التركيز",
  breakTime: "وقت الاستراحة",
  lessonsCompleted: "الدروس المكتملة",
  streakDays: "أيام متتالية",
  performanceHeading: "الأداء",
  comprehension: "الاستيعاب",
  engagement: "التفاعل",
  velocity: "سرعة التعلّم",
  retention: "الاحتفاظ بالمعلومات",
  engagementLow: "منخفض",
  engagementMedium: "متوسط",
  engagementHigh: "مرتفع",
  multiplier: (d) => number("ar", d.value, 0) + "×"
}
