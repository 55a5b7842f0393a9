// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "reset-password-form";
export default {
  failureMessage: "[ŬŬƞķƞǿǿẇƞ ḗḗřřǿǿř ẇħīīŀḗḗ řḗḗşḗḗŧŧīīƞɠ ẏǿǿŭŭř ƥȧȧşşẇǿǿřḓ, ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ ŀȧȧŧḗḗř. ~~~~~~~~~~~~~~~~~~~~~~]",
  verifyingLabel: "[Ṽḗḗřīīƒẏīīƞɠ ẏǿǿŭŭř ŀīīƞķ... ~~~~~~]",
  requestLabel: "[Řḗḗɋŭŭḗḗşŧ ȧȧ ƞḗḗẇ ŀīīƞķ ~~~~]",
  title: "[Řḗḗşḗḗŧ Ẏǿǿŭŭř Ƥȧȧşşẇǿǿřḓ ~~~~~]",
  description: "[ḖḖƞŧḗḗř ȧȧ ƞḗḗẇ ƥȧȧşşẇǿǿřḓ ƒǿǿř ẏǿǿŭŭř ȧȧƈƈǿǿŭŭƞŧ. ~~~~~~~~~~~]",
  newPasswordLabel: "[Ƞḗḗẇ ƥȧȧşşẇǿǿřḓ ~~]",
  confirmPasswordLabel: "[Ƈǿǿƞƒīīřḿ ƥȧȧşşẇǿǿřḓ ~~~~]",
  passwordHint: "[ŬŬşḗḗ ȧȧŧ ŀḗḗȧȧşŧ 8 ƈħȧȧřȧȧƈŧḗḗřş, ǿǿƞḗḗ ƈȧȧƥīīŧȧȧŀ ŀḗḗŧŧḗḗř, ȧȧƞḓ ȧȧ ƞŭŭḿƀḗḗř. ~~~~~~~~~~~~~~~~~~~]",
  submitLabel: "[Řḗḗşḗḗŧ Ƥȧȧşşẇǿǿřḓ ~~~]",
  submittingLabel: "[Řḗḗşḗḗŧŧīīƞɠ... ~~]",
  loginLabel: "[Ɓȧȧƈķ ŧǿǿ Şīīɠƞ ĪĪƞ ~~~]"
}
