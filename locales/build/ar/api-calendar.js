// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-calendar";
export default {
  createFailed: "تعذّر إنشاء الحدث. يُرجى المحاولة مرة أخرى.",
  updateFailed: "تعذّر تحديث الحدث. يُرجى المحاولة مرة أخرى.",
  deleteFailed: "تعذّر حذف الحدث. يُرجى المحاولة مرة أخرى.",
  deleteConfirm: "هل أنت متأكد من أنك تريد حذف هذا الحدث؟",
  creating: "جارٍ إنشاء الحدث...",
  updating: "جارٍ تحديث الحدث...",
  eventCreated: "تم إنشاء الحدث",
  eventUpdated: "تم تحديث الحدث",
  eventDeleted: "تم حذف الحدث"
}
