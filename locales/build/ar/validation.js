// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "validation";
export default {
  emailRequired: "البريد الإلكتروني مطلوب",
  emailInvalid: "يُرجى إدخال عنوان بريد إلكتروني صالح",
  passwordRequired: "كلمة المرور مطلوبة",
  firstNameRequired: "الاسم الأول مطلوب",
  lastNameRequired: "اسم العائلة مطلوب",
  passwordTooShort: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل",
  confirmRequired: "يُرجى تأكيد كلمة المرور",
  passwordsDiffer: "كلمتا المرور غير متطابقتين",
  namesRequired: "يُرجى إدخال اسمك الأول واسم العائلة",
  invitePasswordTooShort: "يجب ألا يقل طول كلمة المرور عن 8 أحرف"
}
