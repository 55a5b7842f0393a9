// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-confirm-dialog";
export default {
  confirmLabel: "تأكيد",
  busyLabel: "جارٍ الحفظ...",
  cancelLabel: "إلغاء",
  typedConfirmationLabel: "اكتب 'confirm' للمتابعة",
  confirmRequired: "يُرجى كتابة 'confirm' لمتابعة التغييرات."
}
