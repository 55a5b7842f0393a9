// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-header";
export default {
  searchLabel: "بحث",
  searchPlaceholder: "بحث...",
  filterLabel: "عامل تصفية البحث",
  filterSpoken: (d) => d.label + ": ",
  filterName: (d) => select(d.filter, { Courses: "الدورات", Skills: "المهارات", Certificates: "الشهادات", Students: "الطلاب", Projects: "المشاريع", other: "الكل" }),
  settingsLabel: "الإعدادات",
  signOutLabel: "تسجيل الخروج",
  menuLabel: "قائمة المستخدم",
  menuName: (d) => d.menu + ": " + d.name,
  menuButtonLabel: "فتح القائمة",
  menuTitle: "القائمة",
  notificationsLabel: "الإشعارات",
  unreadLabel: (d) => plural(d.count, 0, ar, { zero: "لا إشعارات غير مقروءة", one: "إشعار واحد غير مقروء", two: "إشعاران غير مقروءين", few: number("ar", d.count, 0) + " إشعارات غير مقروءة", many: number("ar", d.count, 0) + " إشعارًا غير مقروء", other: number("ar", d.count, 0) + " إشعار غير مقروء" }),
  notificationsName: (d) => d.label + "، " + d.unread,
  overMax: (d) => d.max + "+"
}
