// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-chat-panel";
export default {
  title: "مرشد الذكاء الاصطناعي",
  log: "المحادثة",
  thinking: "الذكاء الاصطناعي يفكّر...",
  message: "الرسالة",
  placeholder: "اطرح سؤالًا...",
  send: "إرسال الرسالة",
  voice: "الإدخال الصوتي",
  readAloud: "القراءة بصوت عالٍ",
  helpful: "مفيد",
  accurate: "دقيق",
  suggestions: "أسئلة مقترحة",
  empty: "اسأل عن أي شيء في هذا الدرس.",
  failed: "تعذّر تحميل الرد. يُرجى المحاولة مرة أخرى.",
  speakerUser: "أنت",
  speakerAi: "مرشد الذكاء الاصطناعي",
  speakerOf: (d) => d.speaker + ": "
}
