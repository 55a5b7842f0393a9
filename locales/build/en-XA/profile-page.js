// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "profile-page";
export default {
  title: "[Ẏǿǿŭŭř Ƥřǿǿƒīīŀḗḗ ~~]",
  description: "[Ħǿǿẇ ẏǿǿŭŭ ȧȧƥƥḗḗȧȧř ŧǿǿ ẏǿǿŭŭř ŧḗḗȧȧƈħḗḗřş ȧȧƞḓ ƈŀȧȧşşḿȧȧŧḗḗş. ~~~~~~~~~~~~~~]",
  emailLabel: "[ḖḖḿȧȧīīŀ ~]",
  roleLabel: "[Řǿǿŀḗḗ ~]",
  universityLabel: "[ŬŬƞīīṽḗḗřşīīŧẏ ~~]",
  formTitle: "[ḖḖḓīīŧ ẏǿǿŭŭř ƥřǿǿƒīīŀḗḗ ~~~~]",
  formDescription: "[Ẏǿǿŭŭř ḗḗ-ḿȧȧīīŀ, řǿǿŀḗḗ ȧȧƞḓ ŭŭƞīīṽḗḗřşīīŧẏ ȧȧřḗḗ ḿȧȧƞȧȧɠḗḗḓ ƀẏ ẏǿǿŭŭř ŭŭƞīīṽḗḗřşīīŧẏ. ~~~~~~~~~~~~~~~~~~~~]",
  firstNameLabel: "[Ƒīīřşŧ ƞȧȧḿḗḗ ~~]",
  lastNameLabel: "[Ŀȧȧşŧ ƞȧȧḿḗḗ ~]",
  departmentLabel: "[Ḓḗḗƥȧȧřŧḿḗḗƞŧ ~~]",
  submitLabel: "[Şȧȧṽḗḗ Ƈħȧȧƞɠḗḗş ~~]",
  submittingLabel: "[Şȧȧṽīīƞɠ... ~]",
  failureMessage: "[Ẏǿǿŭŭř ƥřǿǿƒīīŀḗḗ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ şȧȧṽḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~~~]",
  uploadLabel: "[ŬŬƥŀǿǿȧȧḓ ƥħǿǿŧǿǿ ~~]",
  removeLabel: "[Řḗḗḿǿǿṽḗḗ ƥħǿǿŧǿǿ ~~]",
  fileLabel: "[Ƥħǿǿŧǿǿ ~]",
  avatarHint: "[ƤȠƓ, ĴƤḖḖƓ ǿǿř ẆḗḗƀƤ, ŭŭƥ ŧǿǿ 2 ḾƁ. ~~~~~~~~~]",
  errorMessage: "[Ẏǿǿŭŭř ƥřǿǿƒīīŀḗḗ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ŀǿǿȧȧḓḗḗḓ. ~~~~~~~~~~]",
  retryLabel: "[Ŧřẏ ȦȦɠȧȧīīƞ ~]",
  loading: "[Ŀǿǿȧȧḓīīƞɠ ẏǿǿŭŭř ƥřǿǿƒīīŀḗḗ ~~~~~]"
}
