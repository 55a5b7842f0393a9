// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "reset-success";
export default {
  title: "Password Updated Successfully",
  message: "You can now sign in with your new password.",
  returnLabel: "Return to Login"
}
