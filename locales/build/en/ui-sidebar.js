// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-sidebar";
export default {
  navigationLabel: "Main navigation",
  expandLabel: "Expand sidebar",
  collapseLabel: "Collapse sidebar"
}
