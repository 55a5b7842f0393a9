// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-account";
export default {
  profileSaveFailed: "[Ẏǿǿŭŭř ƥřǿǿƒīīŀḗḗ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ şȧȧṽḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~~~]",
  avatarSaveFailed: "[Ẏǿǿŭŭř ȧȧṽȧȧŧȧȧř ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ şȧȧṽḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~~]",
  somethingWentWrong: "[Şǿǿḿḗḗŧħīīƞɠ ẇḗḗƞŧ ẇřǿǿƞɠ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~]",
  chooseColorMode: "[Ƈħǿǿǿǿşḗḗ ŀīīɠħŧ, ḓȧȧřķ ǿǿř şẏşŧḗḗḿ. ~~~~~~~~]",
  passwordRequired: "[Ƥȧȧşşẇǿǿřḓ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~~]"
}
