// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "expired-link";
export default {
  title: "[Ŀīīƞķ ḖḖẋƥīīřḗḗḓ ~~]",
  message: "[Ŧħḗḗ ŀīīƞķ ŧǿǿ řḗḗşḗḗŧ ẏǿǿŭŭř ƥȧȧşşẇǿǿřḓ ħȧȧş ḗḗẋƥīīřḗḗḓ. Ɠḗḗƞḗḗřȧȧŧḗḗ ȧȧ ƞḗḗẇ ǿǿƞḗḗ. ~~~~~~~~~~~~~~~~~~~~]",
  requestLabel: "[Řḗḗɋŭŭḗḗşŧ ȧȧ ƞḗḗẇ ŀīīƞķ ~~~~]",
  loginLabel: "[Ɓȧȧƈķ ŧǿǿ Şīīɠƞ ĪĪƞ ~~~]"
}
