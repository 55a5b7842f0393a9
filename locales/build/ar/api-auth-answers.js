// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-auth-answers";
export default {
  signInFirst: "عليك تسجيل الدخول أولًا.",
  originNotAllowed: "الطلبات من هذا المصدر غير مسموح بها.",
  connectionOriginNotAllowed: "الاتصالات من هذا المصدر غير مسموح بها.",
  csrfInvalid: "رمز CSRF مفقود أو غير صالح. يُرجى تسجيل الدخول مرة أخرى.",
  forbidden: "ليس لديك إذن للقيام بذلك.",
  superuserInvitesSuperuser: "لا يمكن دعوة مستخدم خارق إلا من قِبل مستخدم خارق.",
  adminInvitesAdmin: "لا يمكن دعوة مسؤول إلا من قِبل مسؤول أو مستخدم خارق.",
  accountExists: "يوجد حساب بهذا البريد الإلكتروني بالفعل.",
  useInvitedEmail: "يُرجى استخدام عنوان البريد الإلكتروني الذي أُرسلت إليه الدعوة.",
  confirmationExpired: "انتهت صلاحية رابط التأكيد هذا أو سبق استخدامه.",
  loginSuccessful: "تم تسجيل الدخول",
  loggedOut: "تم تسجيل الخروج",
  passwordUpdated: "تم تحديث كلمة المرور.",
  passwordChanged: "تم تغيير كلمة المرور.",
  invitationSent: "تم إرسال الدعوة",
  welcome: "مرحبًا! حسابك جاهز.",
  registrationSuccessful: "تم التسجيل. يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.",
  resetLinkSent: "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور.",
  confirmEmailFirst: "يُرجى تأكيد عنوان بريدك الإلكتروني أولًا: افتح الرابط الذي أرسلناه إليك عند التسجيل.",
  resetLinkExpired: "انتهت صلاحية رابط إعادة تعيين كلمة المرور. أنشئ رابطًا جديدًا.",
  invitationExpired: "انتهت صلاحية هذه الدعوة أو سبق استخدامها."
}
