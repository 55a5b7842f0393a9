// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "validation";
export default {
  emailRequired: "[ḖḖḿȧȧīīŀ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~]",
  emailInvalid: "[Ƥŀḗḗȧȧşḗḗ ḗḗƞŧḗḗř ȧȧ ṽȧȧŀīīḓ ḗḗḿȧȧīīŀ ȧȧḓḓřḗḗşş ~~~~~~~~~~]",
  passwordRequired: "[Ƥȧȧşşẇǿǿřḓ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~~]",
  firstNameRequired: "[Ƒīīřşŧ ƞȧȧḿḗḗ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~~~]",
  lastNameRequired: "[Ŀȧȧşŧ ƞȧȧḿḗḗ īīş řḗḗɋŭŭīīřḗḗḓ ~~~~~]",
  passwordTooShort: "[Ƥȧȧşşẇǿǿřḓ ḿŭŭşŧ ƀḗḗ ȧȧŧ ŀḗḗȧȧşŧ 8 ƈħȧȧřȧȧƈŧḗḗřş ~~~~~~~~~~~]",
  confirmRequired: "[Ƥŀḗḗȧȧşḗḗ ƈǿǿƞƒīīřḿ ẏǿǿŭŭř ƥȧȧşşẇǿǿřḓ ~~~~~~~~]",
  passwordsDiffer: "[Ƥȧȧşşẇǿǿřḓş ḓǿǿ ƞǿǿŧ ḿȧȧŧƈħ ~~~~~~]",
  namesRequired: "[Ƥŀḗḗȧȧşḗḗ ḗḗƞŧḗḗř ẏǿǿŭŭř ƒīīřşŧ ȧȧƞḓ ŀȧȧşŧ ƞȧȧḿḗḗ ~~~~~~~~~~~]",
  invitePasswordTooShort: "[Ƥȧȧşşẇǿǿřḓ ḿŭŭşŧ ƀḗḗ ȧȧŧ ŀḗḗȧȧşŧ 8 ƈħȧȧřȧȧƈŧḗḗřş ŀǿǿƞɠ ~~~~~~~~~~~~~]"
}
