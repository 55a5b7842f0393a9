// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "register-form";
export default {
  title: "Create Your Account",
  firstNameLabel: "First name",
  lastNameLabel: "Last name",
  emailLabel: "Email",
  passwordLabel: "Password",
  passwordHint: "Use at least 8 characters, one capital letter, and a number.",
  submitLabel: "Create account",
  submittingLabel: "Creating account...",
  loginPrompt: "Already have an account?",
  loginLabel: "Sign in",
  failureMessage: "Registration failed. Please try again."
}
