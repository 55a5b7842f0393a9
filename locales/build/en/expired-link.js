// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "expired-link";
export default {
  title: "Link Expired",
  message: "The link to reset your password has expired. Generate a new one.",
  requestLabel: "Request a new link",
  loginLabel: "Back to Sign In"
}
