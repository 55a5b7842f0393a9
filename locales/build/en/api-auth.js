// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-auth";
export default {
  invalidCredentials: "Invalid email or password.",
  passwordControl: "Password must not contain control characters",
  passwordIsEmail: "Your password must not be your email address.",
  passwordTooCommon: "This password is too common. Please choose one that is harder to guess.",
  passwordPattern: "This password is only repeated or sequential characters (like aaaaaaaa or 1234abcd). Please choose one that is harder to guess.",
  passwordPublished: "This password is published with the demo accounts. Please choose one of your own.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordUnchanged: "Your new password must differ from the current one.",
  reservedEmail: "This email address is reserved for demo accounts. Please use your own address."
}
