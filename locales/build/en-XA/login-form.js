// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "login-form";
export default {
  title: "[Ẇḗḗŀƈǿǿḿḗḗ Ɓȧȧƈķ! ~~~]",
  emailLabel: "[ḖḖḿȧȧīīŀ ~]",
  passwordLabel: "[Ƥȧȧşşẇǿǿřḓ ~]",
  submitLabel: "[Şīīɠƞ ĪĪƞ ~]",
  submittingLabel: "[Şīīɠƞīīƞɠ ĪĪƞ... ~~~]",
  forgotPasswordLabel: "[Ƒǿǿřɠǿǿŧ ƥȧȧşşẇǿǿřḓ? ~~~~]",
  registerPrompt: "[Ḓǿǿƞ'ŧ ħȧȧṽḗḗ ȧȧƞ ȧȧƈƈǿǿŭŭƞŧ? ~~~~~~]",
  registerLabel: "[Şīīɠƞ ŭŭƥ ~]",
  providerButtonLabel: (d) => "[Şīīɠƞ īīƞ ẇīīŧħ " + d.label + " ~~~]",
  localSignInLabel: "[ȦȦḓḿīīƞīīşŧřȧȧŧǿǿř? Şīīɠƞ īīƞ ẇīīŧħ ȧȧ ƥȧȧşşẇǿǿřḓ ~~~~~~~~~~~]",
  dividerLabel: "[ǿǿř ~]",
  failureMessage: "[ȦȦƞ ŭŭƞḗḗẋƥḗḗƈŧḗḗḓ ḗḗřřǿǿř ǿǿƈƈŭŭřřḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~]"
}
