// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "welcome-video-dialog";
export default {
  title: "رسالة الترحيب",
  description: "مقدمة قصيرة بالفيديو عن البرنامج.",
  player: "فيديو رسالة الترحيب",
  close: "إغلاق",
  placeholderTitle: "سيظهر فيديو رسالة الترحيب هنا",
  placeholderHint: "اضبط الرابط في إدارة محتوى الفيديو"
}
