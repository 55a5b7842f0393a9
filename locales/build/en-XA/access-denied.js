// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "access-denied";
export default {
  title: "[ȦȦƈƈḗḗşş Ḓḗḗƞīīḗḗḓ ~~~]",
  message: "[Ẏǿǿŭŭ ḓǿǿƞ'ŧ ħȧȧṽḗḗ ƥḗḗřḿīīşşīīǿǿƞ ŧǿǿ ȧȧƈƈḗḗşş ŧħīīş ƥȧȧɠḗḗ. ~~~~~~~~~~~~~~]",
  backLabel: "[Ɓȧȧƈķ ŧǿǿ Ḓȧȧşħƀǿǿȧȧřḓ ~~~~]"
}
