// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-stat";
export default {
  increaseLabel: "[ĪĪƞƈřḗḗȧȧşḗḗ ~]",
  decreaseLabel: "[Ḓḗḗƈřḗḗȧȧşḗḗ ~]",
  flatLabel: "[Ƞǿǿ ƈħȧȧƞɠḗḗ ~]",
  spoken: (d) => "[" + d.trend + ":  ~]"
}
