// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-account";
export default {
  profileSaveFailed: "تعذّر حفظ ملفك الشخصي. يُرجى المحاولة مرة أخرى.",
  avatarSaveFailed: "تعذّر حفظ صورتك الشخصية. يُرجى المحاولة مرة أخرى.",
  somethingWentWrong: "حدث خطأ ما. يُرجى المحاولة مرة أخرى.",
  chooseColorMode: "اختر الوضع الفاتح أو الداكن أو وضع النظام.",
  passwordRequired: "كلمة المرور مطلوبة"
}
