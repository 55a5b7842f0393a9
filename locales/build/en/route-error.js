// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "route-error";
export default {
  chunkTitle: "A new version is available",
  chunkMessage: "This page was updated while it was open. Reload to get the latest version.",
  notFoundTitle: "Page not found",
  notFoundMessage: "The page you were looking for could not be found.",
  unknownTitle: "Something went wrong",
  unknownMessage: "This page could not be shown. Try again, or go back to the dashboard.",
  backLabel: "Back to Dashboard",
  reloadLabel: "Reload",
  retryLabel: "Try again"
}
