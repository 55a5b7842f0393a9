// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-skeleton";
export default {
  loading: "Loading..."
}
