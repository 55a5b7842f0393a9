// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-impersonation";
export default {
  started: "بدأ انتحال الهوية",
  ended: "انتهى انتحال الهوية",
  notActive: "لا يمكن انتحال هوية إلا الجامعات النشطة."
}
