// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-auth";
export default {
  emailConfirmed: "Your email address is confirmed. You can sign in now.",
  confirmationInvalid: "This confirmation link is invalid or has expired.",
  confirmationResent: "We sent you a new confirmation email.",
  joinFailed: "We could not create your account. Please try again.",
  tokenCheckFailed: "Failed to verify token expiration. Please try again."
}
