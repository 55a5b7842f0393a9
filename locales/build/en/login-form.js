// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "login-form";
export default {
  title: "Welcome Back!",
  emailLabel: "Email",
  passwordLabel: "Password",
  submitLabel: "Sign In",
  submittingLabel: "Signing In...",
  forgotPasswordLabel: "Forgot password?",
  registerPrompt: "Don't have an account?",
  registerLabel: "Sign up",
  providerButtonLabel: (d) => "Sign in with " + d.label,
  localSignInLabel: "Administrator? Sign in with a password",
  dividerLabel: "or",
  failureMessage: "An unexpected error occurred. Please try again."
}
