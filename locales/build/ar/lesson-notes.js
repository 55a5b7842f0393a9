// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "lesson-notes";
export default {
  panel: "الملاحظات والإشارات المرجعية",
  notesTab: "الملاحظات",
  bookmarksTab: "الإشارات المرجعية",
  noteField: "ملاحظة جديدة",
  notePlaceholder: "اكتب ملاحظة...",
  noteTakenAt: (d) => "مدوّنة عند " + d.time,
  addNote: "إضافة ملاحظة",
  addBookmark: (d) => "إضافة إشارة مرجعية عند الوقت الحالي (" + d.time + ")",
  emptyNotes: "لا توجد ملاحظات بعد.",
  emptyBookmarks: "لا توجد إشارات مرجعية بعد.",
  seek: (d) => "الانتقال إلى " + d.time,
  deleteNote: (d) => "حذف الملاحظة: " + d.preview,
  deleteBookmark: (d) => "حذف الإشارة المرجعية: " + d.title,
  untitledBookmark: (d) => "إشارة مرجعية عند " + d.time,
  showMore: "عرض المزيد",
  showLess: "عرض أقل",
  tags: "الوسوم"
}
