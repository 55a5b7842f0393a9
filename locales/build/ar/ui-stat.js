// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "ui-stat";
export default {
  increaseLabel: "زيادة",
  decreaseLabel: "انخفاض",
  flatLabel: "دون تغيير",
  spoken: (d) => d.trend + ": "
}
