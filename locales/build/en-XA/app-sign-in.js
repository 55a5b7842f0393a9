// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-sign-in";
export default {
  loginFailed: "[Ŀǿǿɠīīƞ ƒȧȧīīŀḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~]",
  loginUnexpected: "[ȦȦƞ ŭŭƞḗḗẋƥḗḗƈŧḗḗḓ ḗḗřřǿǿř ǿǿƈƈŭŭřřḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~]"
}
