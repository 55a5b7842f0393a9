// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-password-field";
export default {
  weak: "[Ẇḗḗȧȧķ ~]",
  fair: "[Ƒȧȧīīř ~]",
  good: "[Ɠǿǿǿǿḓ ~]",
  strong: "[Şŧřǿǿƞɠ ~]",
  meterLabel: "[Ƥȧȧşşẇǿǿřḓ şŧřḗḗƞɠŧħ ~~~~]",
  meterText: (d) => "[" + d.label + ": " + d.strength + " ~]",
  showPasswordLabel: "[Şħǿǿẇ ƥȧȧşşẇǿǿřḓ ~~~]",
  hidePasswordLabel: "[Ħīīḓḗḗ ƥȧȧşşẇǿǿřḓ ~~~]",
  hint: "[ŬŬşḗḗ ȧȧŧ ŀḗḗȧȧşŧ 8 ƈħȧȧřȧȧƈŧḗḗřş, ǿǿƞḗḗ ƈȧȧƥīīŧȧȧŀ ŀḗḗŧŧḗḗř, ȧȧƞḓ ȧȧ ƞŭŭḿƀḗḗř. ~~~~~~~~~~~~~~~~~~~]"
}
