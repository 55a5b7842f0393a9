// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-shell";
export default {
  mobileSearchLabel: "[Şḗḗȧȧřƈħ ~]",
  featuredEventLabel: "[Ƒḗḗȧȧŧŭŭřḗḗḓ ḖḖṽḗḗƞŧ ~~~]",
  paletteLabel: "[ǾǾƥḗḗƞ ƈǿǿḿḿȧȧƞḓ ƥȧȧŀḗḗŧŧḗḗ ~~~~~]",
  menuLabel: "[Ḿḗḗƞŭŭ ~]",
  languageLabel: "[Ŀȧȧƞɠŭŭȧȧɠḗḗ ~]"
}
