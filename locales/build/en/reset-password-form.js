// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "reset-password-form";
export default {
  failureMessage: "Unknown error while resetting your password, please try again later.",
  verifyingLabel: "Verifying your link...",
  requestLabel: "Request a new link",
  title: "Reset Your Password",
  description: "Enter a new password for your account.",
  newPasswordLabel: "New password",
  confirmPasswordLabel: "Confirm password",
  passwordHint: "Use at least 8 characters, one capital letter, and a number.",
  submitLabel: "Reset Password",
  submittingLabel: "Resetting...",
  loginLabel: "Back to Sign In"
}
