// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-auth";
export default {
  emailConfirmed: "Your email address is confirmed. You can sign in now.",
  confirmationInvalid: "This confirmation link is invalid or has expired.",
  confirmationResent: "We sent you a new confirmation email.",
  joinFailed: "We could not create your account. Please try again.",
  tokenCheckFailed: "Failed to verify token expiration. Please try again.",
  registerFailed: "Registration failed. Please try again.",
  forgotFailed: "Failed to send reset email. Please try again.",
  forgotUnexpected: "Unknown error while sending email, please try again later.",
  resendFailed: "Failed to resend email. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",
  resetUnexpected: "Unknown error while resetting your password, please try again later.",
  verifyFailed: "Something went wrong while verifying token.",
  noToken: "An internal error occurred. Please contact an administrator or try again later."
}
