// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-courses";
export default {
  courseNotFound: "الدورة غير موجودة",
  programNotFound: "البرنامج غير موجود",
  teacherNotFound: "المعلم غير موجود",
  versionConflict: "حفظ شخص آخر هذه الدورة بعد أن فتحتها. أعد تحميل نسخته، أو احتفظ بنسختك واحفظها فوق نسخته.",
  editForbidden: "لا يمكنك تعديل إلا دوراتك الخاصة.",
  sharingForbidden: "لا يمكن مشاركة دورة مع جميع الجامعات إلا لمسؤول أو مستخدم خارق.",
  videoLessonAddress: (d) => "الدرس «" + d.lessonTitle + "»: يجب أن يكون عنوان الفيديو رابطًا من YouTube أو Vimeo.",
  transcriptNotOfCourse: "يشير أحد الدروس إلى نص مكتوب لا ينتمي إلى هذه الدورة: ارفعه مرة أخرى."
}
