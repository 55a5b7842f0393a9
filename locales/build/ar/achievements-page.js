// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "achievements-page";
export default {
  title: "الإنجازات",
  intro: "شهادات الدورات التي أكملتها، ومدى قربك من الشهادة التالية.",
  certificatesTitle: "شهاداتك",
  issued: (d) => "صدرت في " + d.date,
  download: "تنزيل PDF",
  downloadLabel: (d) => "تنزيل PDF: شهادة " + d.course,
  verify: "صفحة التحقق",
  verifyLabel: (d) => "صفحة التحقق: شهادة " + d.course + " (تُفتح في علامة تبويب جديدة)",
  nextTitle: "الشهادة التالية",
  nextProgress: (d) => "التقدّم في " + d.course,
  continueLearning: "تابع التعلّم",
  empty: "لا توجد شهادات بعد",
  emptyHint: "أكمل كل دروس الدورة واجتز اختباراتها القصيرة لتحصل على شهادتها.",
  loading: "جارٍ تحميل الإنجازات...",
  error: "تعذّر تحميل إنجازاتك.",
  retry: "حاول مرة أخرى"
}
