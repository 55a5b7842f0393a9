// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-media-player";
export default {
  play: "تشغيل",
  pause: "إيقاف مؤقت",
  mute: "كتم الصوت",
  unmute: "إلغاء كتم الصوت",
  seek: "موضع التشغيل",
  speed: "سرعة التشغيل",
  back: "رجوع 10 ثوانٍ",
  forward: "تقدّم 10 ثوانٍ",
  timeText: (d) => d.current + " من " + d.duration,
  timeDisplay: (d) => d.current + " / " + d.total,
  speedButtonLabel: (d) => d.label + ": " + d.rate + "x",
  rate: (d) => d.rate + "x",
  embedTitle: "مشغّل الفيديو",
  embedPlaceholderTitle: "سيظهر فيديو رسالة الترحيب هنا",
  embedPlaceholderHint: "اضبط الرابط في إدارة محتوى الفيديو"
}
