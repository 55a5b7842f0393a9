// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "certificate-verification";
export default {
  verified: "تم التحقق من الشهادة",
  learner: "مُنحت إلى",
  course: "الدورة",
  university: "الجامعة",
  date: "تاريخ الإصدار",
  verifiedNote: "أصدرت الجامعة المذكورة أعلاه هذه الشهادة لإتمام الدورة.",
  notFound: "لم يتم العثور على الشهادة",
  notFoundMessage: "لا توجد شهادة بهذا العنوان. تحقّق من الرابط الذي أُعطي لك.",
  loading: "جارٍ التحقق من الشهادة...",
  error: "تعذّر التحقق من الشهادة.",
  retry: "حاول مرة أخرى"
}
