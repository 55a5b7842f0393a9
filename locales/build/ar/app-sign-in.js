// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "app-sign-in";
export default {
  loginFailed: "تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.",
  loginUnexpected: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى."
}
