// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-public-routes";
export default {
  documentTitle: (d) => d.title + " · " + d.productName,
  signIn: "Sign in",
  createAccount: "Create account",
  confirmYourEmail: "Confirm your email",
  forgotPassword: "Forgot password",
  checkYourEmail: "Check Your Email",
  resetPassword: "Reset password",
  passwordUpdated: "Password Updated Successfully",
  signInProblem: "Sign-in problem",
  linkExpired: "Link expired",
  joinTheProgram: "Join the program",
  certificateVerification: "Certificate verification"
}
