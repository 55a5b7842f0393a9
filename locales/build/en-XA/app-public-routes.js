// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "app-public-routes";
export default {
  documentTitle: (d) => "[" + d.title + " · " + d.productName + " ~]",
  signIn: "[Şīīɠƞ īīƞ ~]",
  createAccount: "[Ƈřḗḗȧȧŧḗḗ ȧȧƈƈǿǿŭŭƞŧ ~~~]",
  confirmYourEmail: "[Ƈǿǿƞƒīīřḿ ẏǿǿŭŭř ḗḗḿȧȧīīŀ ~~~~]",
  forgotPassword: "[Ƒǿǿřɠǿǿŧ ƥȧȧşşẇǿǿřḓ ~~~]",
  checkYourEmail: "[Ƈħḗḗƈķ Ẏǿǿŭŭř ḖḖḿȧȧīīŀ ~~~~]",
  resetPassword: "[Řḗḗşḗḗŧ ƥȧȧşşẇǿǿřḓ ~~~]",
  passwordUpdated: "[Ƥȧȧşşẇǿǿřḓ ŬŬƥḓȧȧŧḗḗḓ Şŭŭƈƈḗḗşşƒŭŭŀŀẏ ~~~~~~~~]",
  signInProblem: "[Şīīɠƞ-īīƞ ƥřǿǿƀŀḗḗḿ ~~~]",
  linkExpired: "[Ŀīīƞķ ḗḗẋƥīīřḗḗḓ ~~]",
  joinTheProgram: "[Ĵǿǿīīƞ ŧħḗḗ ƥřǿǿɠřȧȧḿ ~~~~]",
  certificateVerification: "[Ƈḗḗřŧīīƒīīƈȧȧŧḗḗ ṽḗḗřīīƒīīƈȧȧŧīīǿǿƞ ~~~~~~]"
}
