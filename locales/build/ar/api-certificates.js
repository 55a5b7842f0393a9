// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-certificates";
export default {
  notFound: "الشهادة غير موجودة.",
  lessonNotFound: "تعذّر العثور على الدرس المطلوب.",
  issued: "اكتملت الدورة: شهادتك جاهزة.",
  lessonCompleted: "اكتمل الدرس",
  quizNotPassed: (d) => "لم تجتز الاختبار: يلزم الحصول على " + d.percent + "٪.",
  courseNotFound: "لم يتم العثور على الدورة المطلوبة."
}
