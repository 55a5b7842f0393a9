// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-users";
export default {
  notFound: "المستخدم غير موجود",
  suspended: "تم تعليق الحساب",
  reactivated: "الحساب نشط مجددًا",
  notYourself: "لا يمكنك تعليق حسابك الخاص.",
  higherRole: "لا يمكن تغيير هذا الحساب إلا لمسؤول أو مستخدم خارق.",
  superuserOnly: "لا يمكن تغيير هذا الحساب إلا لمستخدم خارق.",
  lastSuperuser: "لا يمكن تعليق آخر مستخدم خارق نشط."
}
