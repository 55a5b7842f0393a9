// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-account";
export default {
  profileSaved: "تم حفظ ملفك الشخصي.",
  avatarUploaded: "تم تحديث صورتك الرمزية.",
  avatarRemoved: "تمت إزالة صورتك الرمزية.",
  avatarMissing: "اختر صورة PNG أو JPEG أو WebP.",
  avatarType: "يجب أن تكون الصورة الرمزية صورة PNG أو JPEG أو WebP.",
  avatarTooLarge: (d) => "يجب ألا يتجاوز حجم الصورة الرمزية " + d.max + " ميغابايت.",
  avatarNotFound: "الصورة الرمزية غير موجودة.",
  preferencesSaved: "تم حفظ إعداداتك.",
  sessionEnded: "تم تسجيل الخروج من ذلك الجهاز.",
  otherSessionsEnded: "تم تسجيل الخروج من جميع الأجهزة الأخرى.",
  sessionNotFound: "لم تعد تلك الجلسة موجودة.",
  passwordWrong: "كلمة المرور غير صحيحة.",
  lastAdmin: "أنت آخر مسؤول في جامعتك. اجعل شخصًا آخر مسؤولًا قبل حذف حسابك.",
  accountDeleted: "تم حذف حسابك.",
  localeNotOffered: (d) => "لا توفر جامعتك تلك اللغة. اختر إحدى اللغات التالية: " + d.offered + "."
}
