// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "access-denied";
export default {
  title: "Access Denied",
  message: "You don't have permission to access this page.",
  backLabel: "Back to Dashboard"
}
