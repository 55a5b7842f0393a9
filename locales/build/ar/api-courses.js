// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-courses";
export default {
  courseNotFound: "المقرر غير موجود",
  programNotFound: "البرنامج غير موجود",
  teacherNotFound: "المعلم غير موجود",
  versionConflict: "حفظ شخص آخر هذا المقرر بعد أن فتحته. أعد تحميل نسخته، أو احتفظ بنسختك واحفظها فوق نسخته.",
  editForbidden: "لا يمكنك تعديل إلا مقرراتك الخاصة.",
  sharingForbidden: "لا يمكن مشاركة مقرر مع جميع الجامعات إلا لمسؤول أو مستخدم خارق.",
  videoLessonAddress: (d) => "الدرس «" + d.lessonTitle + "»: يجب أن يكون عنوان الفيديو رابطًا من YouTube أو Vimeo.",
  transcriptNotOfCourse: "يشير أحد الدروس إلى نص مكتوب لا ينتمي إلى هذا المقرر: ارفعه مرة أخرى."
}
