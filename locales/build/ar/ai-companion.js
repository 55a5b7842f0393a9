// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ai-companion";
export default {
  title: "رفيق التعلّم بالذكاء الاصطناعي",
  close: "إغلاق رفيق الذكاء الاصطناعي",
  open: "فتح رفيق الذكاء الاصطناعي",
  personality: "الشخصية",
  mode: "نمط المحادثة",
  personalityHelpful: "متعاون",
  personalitySocratic: "سقراطي",
  personalityEncouraging: "مشجّع",
  personalityAnalytical: "تحليلي",
  modeChat: "دردشة",
  modeTutor: "مدرّس خصوصي",
  modeStudyBuddy: "رفيق دراسة",
  modeQuizMaster: "مُعِدّ الاختبارات",
  selection: "النص المحدد",
  askAboutSelection: "اسأل عن النص المحدد",
  selectionQuestion: (d) => "هل يمكنك شرح هذا: «" + d.text + "»؟",
  suggestedQuestion: (d) => "ما هو " + d.term + "؟"
}
