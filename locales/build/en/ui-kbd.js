// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-kbd";
export default {
  command: "Command",
  control: "Control",
  shift: "Shift",
  option: "Option",
  alt: "Alt",
  enter: "Enter",
  escape: "Escape",
  arrowLeft: "Left arrow",
  arrowRight: "Right arrow",
  arrowUp: "Up arrow",
  arrowDown: "Down arrow"
}
