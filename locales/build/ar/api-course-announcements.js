// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-course-announcements";
export default {
  sent: "تم إرسال إعلانك.",
  notYours: "لا يمكنك إرسال إعلانات إلا للدورات التي يحق لك تعديلها."
}
