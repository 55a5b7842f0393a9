// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "live-session";
export default {
  player: (d) => "بث مباشر: " + d.title,
  live: "مباشر",
  participants: (d) => plural(d.count, 0, ar, { zero: "لا أحد يشاهد", one: "شخص واحد يشاهد", two: "شخصان يشاهدان", few: number("ar", d.count, 0) + " أشخاص يشاهدون", many: number("ar", d.count, 0) + " شخصًا يشاهدون", other: number("ar", d.count, 0) + " شخص يشاهدون" }),
  details: "تفاصيل الجلسة",
  date: "التاريخ",
  duration: "المدة",
  instructor: "المدرّس",
  when: (d) => d.date + "، " + d.time,
  about: "عن هذه الجلسة",
  manageStream: "إدارة البث",
  viewProgram: "عرض البرنامج",
  noStreamTitle: "سيظهر البث المباشر هنا",
  noStreamHint: "يبدأ البث عند بدء الجلسة.",
  unplayableTitle: "لا يمكن تشغيل عنوان البث هنا.",
  unplayableHint: "اطلب من أحد المسؤولين التحقق من رابط البث المباشر.",
  loading: "جارٍ تحميل الجلسة المباشرة...",
  error: "تعذّر تحميل الجلسة المباشرة.",
  retry: "أعد المحاولة",
  emptyTitle: "لا توجد جلسة مباشرة الآن",
  emptyHint: "تظهر الجلسات المباشرة هنا عند جدولتها."
}
