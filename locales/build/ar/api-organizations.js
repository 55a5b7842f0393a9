// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-organizations";
export default {
  subjectRequired: "الموضوع مطلوب",
  contentRequired: "الرسالة مطلوبة",
  subjectTooLong: (d) => "يجب ألا يتجاوز الموضوع " + d.max + " حرفًا",
  contentTooLong: (d) => "يجب ألا تتجاوز الرسالة " + d.max + " حرفًا",
  unknownOrganization: "المؤسسة غير موجودة",
  sent: "تم إرسال الرسالة"
}
