// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "register-form";
export default {
  title: "[Ƈřḗḗȧȧŧḗḗ Ẏǿǿŭŭř ȦȦƈƈǿǿŭŭƞŧ ~~~~~]",
  firstNameLabel: "[Ƒīīřşŧ ƞȧȧḿḗḗ ~~]",
  lastNameLabel: "[Ŀȧȧşŧ ƞȧȧḿḗḗ ~]",
  emailLabel: "[ḖḖḿȧȧīīŀ ~]",
  passwordLabel: "[Ƥȧȧşşẇǿǿřḓ ~]",
  passwordHint: "[ŬŬşḗḗ ȧȧŧ ŀḗḗȧȧşŧ 8 ƈħȧȧřȧȧƈŧḗḗřş, ǿǿƞḗḗ ƈȧȧƥīīŧȧȧŀ ŀḗḗŧŧḗḗř, ȧȧƞḓ ȧȧ ƞŭŭḿƀḗḗř. ~~~~~~~~~~~~~~~~~~~]",
  submitLabel: "[Ƈřḗḗȧȧŧḗḗ ȧȧƈƈǿǿŭŭƞŧ ~~~]",
  submittingLabel: "[Ƈřḗḗȧȧŧīīƞɠ ȧȧƈƈǿǿŭŭƞŧ... ~~~~~]",
  loginPrompt: "[ȦȦŀřḗḗȧȧḓẏ ħȧȧṽḗḗ ȧȧƞ ȧȧƈƈǿǿŭŭƞŧ? ~~~~~~]",
  loginLabel: "[Şīīɠƞ īīƞ ~]",
  failureMessage: "[Řḗḗɠīīşŧřȧȧŧīīǿǿƞ ƒȧȧīīŀḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~]"
}
