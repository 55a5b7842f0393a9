// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "settings-language";
export default {
  title: "[Ŀȧȧƞɠŭŭȧȧɠḗḗ ~]",
  description: "[ḖḖṽḗḗřẏ ƥȧȧɠḗḗ ƈǿǿḿḗḗş īīƞ īīŧ, ǿǿƞ ḗḗṽḗḗřẏ ḓḗḗṽīīƈḗḗ ẏǿǿŭŭ şīīɠƞ īīƞ ǿǿƞ. ~~~~~~~~~~~~~~~~~]",
  label: "[Ŀȧȧƞɠŭŭȧȧɠḗḗ ~]",
  save: "[Şȧȧṽḗḗ Ŀȧȧƞɠŭŭȧȧɠḗḗ ~~~]",
  saving: "[Şȧȧṽīīƞɠ... ~]"
}
