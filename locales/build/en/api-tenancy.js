// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-tenancy";
export default {
  universitySuspended: "Your university's access has been suspended. Please contact your administrator.",
  accountSuspended: "Your account has been suspended. Please contact your administrator.",
  suspendedNoticeTitle: (d) => d.name + " is not available",
  suspendedNotice: "Access to this university has been suspended. Please contact your university's administrator."
}
