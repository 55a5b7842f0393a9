// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "validation";
export default {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  passwordTooShort: "Password must be at least 8 characters",
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
  namesRequired: "Please enter your first and last name",
  invitePasswordTooShort: "Password must be at least 8 characters long"
}
