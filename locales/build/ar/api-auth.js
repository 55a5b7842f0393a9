// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-auth";
export default {
  invalidCredentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  passwordControl: "يجب ألا تحتوي كلمة المرور على محارف تحكم",
  passwordIsEmail: "يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني.",
  passwordTooCommon: "كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة يصعب تخمينها.",
  passwordPattern: "كلمة المرور هذه مكونة من محارف مكررة أو متتالية فقط (مثل aaaaaaaa أو 1234abcd). يُرجى اختيار كلمة يصعب تخمينها.",
  passwordPublished: "كلمة المرور هذه منشورة مع الحسابات التجريبية. يُرجى اختيار كلمة مرور خاصة بك.",
  currentPasswordWrong: "كلمة المرور الحالية غير صحيحة.",
  passwordUnchanged: "يجب أن تختلف كلمة المرور الجديدة عن الحالية.",
  reservedEmail: "عنوان البريد الإلكتروني هذا محجوز للحسابات التجريبية. يُرجى استخدام عنوانك الخاص."
}
