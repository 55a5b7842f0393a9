// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "route-error";
export default {
  chunkTitle: "يتوفر إصدار جديد",
  chunkMessage: "تم تحديث هذه الصفحة أثناء فتحها. أعد التحميل للحصول على أحدث إصدار.",
  notFoundTitle: "الصفحة غير موجودة",
  notFoundMessage: "تعذّر العثور على الصفحة التي تبحث عنها.",
  unknownTitle: "حدث خطأ ما",
  unknownMessage: "تعذّر عرض هذه الصفحة. حاول مرة أخرى، أو عُد إلى لوحة التحكم.",
  backLabel: "العودة إلى لوحة التحكم",
  reloadLabel: "إعادة التحميل",
  retryLabel: "حاول مرة أخرى"
}
