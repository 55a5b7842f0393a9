// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-impersonation";
export default {
  started: "Impersonation started",
  ended: "Impersonation ended",
  notActive: "Only active universities can be impersonated."
}
