// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "app-dashboard";
export default {
  errorTitle: "Your dashboard could not be loaded.",
  errorMessage: "Check your connection; your courses below may still be available.",
  retry: "Try again",
  opensSoon: (d) => d.title + " opens here soon"
}
