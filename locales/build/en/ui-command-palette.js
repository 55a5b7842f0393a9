// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-command-palette";
export default {
  title: "Command palette",
  placeholder: "Type a command or search...",
  inputLabel: "Search commands",
  emptyText: "No commands found"
}
