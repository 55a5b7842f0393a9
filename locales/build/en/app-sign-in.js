// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-sign-in";
export default {
  loginFailed: "Login failed. Please try again.",
  loginUnexpected: "An unexpected error occurred. Please try again."
}
