// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-users";
export default {
  notFound: "User not found",
  suspended: "Account suspended",
  reactivated: "Account active again",
  notYourself: "You cannot suspend your own account.",
  higherRole: "Only an admin or superuser can change this account.",
  superuserOnly: "Only a superuser can change this account.",
  lastSuperuser: "The last active superuser cannot be suspended."
}
