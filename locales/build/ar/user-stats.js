// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "user-stats";
export default {
  back: "العودة إلى لوحة التحكم",
  title: "إحصاءات المستخدمين",
  intro: "من يستخدم المنصة الآن، مباشرةً من خدمة التواجد.",
  usersOnline: "المستخدمون المتصلون الآن",
  usersOnlineHint: "يُحدَّث مباشرةً",
  totalEnrolled: "إجمالي المسجلين",
  totalEnrolledHint: "جميع التسجيلات منذ البداية",
  countPending: "غير متاح بعد",
  connection: "الاتصال",
  connecting: "جارٍ الاتصال...",
  connected: "متصل",
  reconnecting: "جارٍ إعادة الاتصال",
  closed: "غير متصل",
  error: "خطأ في الاتصال",
  retryIn: (d) => "المحاولة التالية " + plural(d.seconds, 0, ar, { zero: "بعد " + number("ar", d.seconds, 0) + " ثانية", one: "بعد ثانية واحدة", two: "بعد ثانيتين", few: "بعد " + number("ar", d.seconds, 0) + " ثوانٍ", many: "بعد " + number("ar", d.seconds, 0) + " ثانية", other: "بعد " + number("ar", d.seconds, 0) + " ثانية" }),
  retrying: "جارٍ إعادة المحاولة...",
  reconnectNow: "أعد الاتصال الآن",
  connectError: "تعذّر الاتصال بخدمة التواجد.",
  activityHeading: "النشاط",
  activeToday: "النشطون اليوم",
  newThisWeek: "الجدد هذا الأسبوع",
  newThisWeekValue: (d) => "+" + d.count,
  peakToday: "ذروة اليوم",
  avgSessionTime: "متوسط مدة الجلسة",
  placeholderValue: "غير متاح بعد"
}
