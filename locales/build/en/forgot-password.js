// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "forgot-password";
export default {
  failureMessage: "Unknown error while sending email, please try again later.",
  title: "Forgot Password?",
  description: "Enter your email address and we'll send you a link to reset your password.",
  emailLabel: "Email",
  submitLabel: "Send Reset Link",
  submittingLabel: "Sending...",
  loginLabel: "Back to Sign In",
  checkTitle: "Check Your Email",
  checkMessage: (d) => "We have sent a password reset link to " + d.email + ".",
  checkInstruction: "Please check your inbox and follow the link to reset your password.",
  resendLabel: "Resend Email",
  backLabel: "Back"
}
