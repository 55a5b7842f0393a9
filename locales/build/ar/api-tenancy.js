// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-tenancy";
export default {
  universitySuspended: "تم تعليق وصول جامعتك. يُرجى التواصل مع المسؤول.",
  accountSuspended: "تم تعليق حسابك. يُرجى التواصل مع المسؤول.",
  suspendedNoticeTitle: (d) => d.name + " غير متاحة",
  suspendedNotice: "تم تعليق الوصول إلى هذه الجامعة. يُرجى التواصل مع مسؤول جامعتك."
}
