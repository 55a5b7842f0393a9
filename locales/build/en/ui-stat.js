// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-stat";
export default {
  increaseLabel: "Increase",
  decreaseLabel: "Decrease",
  flatLabel: "No change",
  spoken: (d) => d.trend + ": "
}
