// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "invite-flow";
export default {
  namesTitle: "[Ẏǿǿŭŭ'ṽḗḗ Ɓḗḗḗḗƞ ĪĪƞṽīīŧḗḗḓ ~~~~~]",
  namesDescription: "[Ŧḗḗŀŀ ŭŭş ẏǿǿŭŭř ƞȧȧḿḗḗ ŧǿǿ ƈřḗḗȧȧŧḗḗ ẏǿǿŭŭř ȧȧƈƈǿǿŭŭƞŧ. ~~~~~~~~~~~~]",
  firstNameLabel: "[Ƒīīřşŧ ƞȧȧḿḗḗ ~~]",
  lastNameLabel: "[Ŀȧȧşŧ ƞȧȧḿḗḗ ~]",
  namesSubmitLabel: "[Ƈřḗḗȧȧŧḗḗ ȦȦƈƈǿǿŭŭƞŧ ~~~]",
  registerTitle: "[Ƈřḗḗȧȧŧḗḗ Ẏǿǿŭŭř ȦȦƈƈǿǿŭŭƞŧ ~~~~~]",
  registerDescription: "[Ƈħǿǿǿǿşḗḗ ŧħḗḗ ḗḗḿȧȧīīŀ ȧȧƞḓ ƥȧȧşşẇǿǿřḓ ẏǿǿŭŭ ẇīīŀŀ şīīɠƞ īīƞ ẇīīŧħ. ~~~~~~~~~~~~~~~~]",
  emailLabel: "[ḖḖḿȧȧīīŀ ~]",
  passwordLabel: "[Ƥȧȧşşẇǿǿřḓ ~]",
  registerSubmitLabel: "[Ĵǿǿīīƞ ŧħḗḗ ƥřǿǿɠřȧȧḿ ~~~~]",
  registerSubmittingLabel: "[Ĵǿǿīīƞīīƞɠ... ~~]",
  failureMessage: "[Řḗḗɠīīşŧřȧȧŧīīǿǿƞ ƒȧȧīīŀḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~]",
  confirmationTitle: "[Ŧħȧȧƞķ ẏǿǿŭŭ! ~~]",
  sentTo: (d) => "[Ẇḗḗ ħȧȧṽḗḗ şḗḗƞŧ ȧȧ ƈǿǿƞƒīīřḿȧȧŧīīǿǿƞ ḗḗḿȧȧīīŀ ŧǿǿ " + d.email + ". Ƥŀḗḗȧȧşḗḗ ƈŀīīƈķ ŧħḗḗ ŀīīƞķ īīƞ īīŧ ŧǿǿ ṽḗḗřīīƒẏ ẏǿǿŭŭř ȧȧƈƈǿǿŭŭƞŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  sent: "[Ẇḗḗ ħȧȧṽḗḗ şḗḗƞŧ ȧȧ ƈǿǿƞƒīīřḿȧȧŧīīǿǿƞ ḗḗḿȧȧīīŀ. Ƥŀḗḗȧȧşḗḗ ƈŀīīƈķ ŧħḗḗ ŀīīƞķ īīƞ īīŧ ŧǿǿ ṽḗḗřīīƒẏ ẏǿǿŭŭř ȧȧƈƈǿǿŭŭƞŧ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  countdown: (d) => "[" + plural(d.seconds, 0, en, { one: "Ƈǿǿƞŧīīƞŭŭīīƞɠ īīƞ " + number("en", d.seconds, 0) + " şḗḗƈǿǿƞḓ...", other: "Ƈǿǿƞŧīīƞŭŭīīƞɠ īīƞ " + number("en", d.seconds, 0) + " şḗḗƈǿǿƞḓş..." }) + " ~]",
  resendLabel: "[Řḗḗşḗḗƞḓ Ṽḗḗřīīƒīīƈȧȧŧīīǿǿƞ ḖḖḿȧȧīīŀ ~~~~~~~]",
  troubleLabel: "[Ħȧȧṽīīƞɠ ŧřǿǿŭŭƀŀḗḗ? Ƈŀīīƈķ ħḗḗřḗḗ ~~~~~~~]",
  verifiedTitle: "[ḖḖḿȧȧīīŀ Ṽḗḗřīīƒīīḗḗḓ ~~~]",
  verifiedMessage: "[Ẏǿǿŭŭř ȧȧƈƈǿǿŭŭƞŧ īīş řḗḗȧȧḓẏ. ~~~~~~]",
  continueLabel: "[Ƈǿǿƞŧīīƞŭŭḗḗ ~]",
  expiredTitle: "[ĪĪƞṽīīŧȧȧŧīīǿǿƞ ḖḖẋƥīīřḗḗḓ ~~~~]",
  expiredMessage: "[Ŧǿǿ ĵǿǿīīƞ ŧħīīş ƥřǿǿɠřȧȧḿ ẏǿǿŭŭ'ŀŀ ƞḗḗḗḗḓ ŧǿǿ ȧȧşķ ŧħḗḗ ƥḗḗřşǿǿƞ ẇħǿǿ ǿǿřīīɠīīƞȧȧŀŀẏ īīƞṽīīŧḗḗḓ ẏǿǿŭŭ ƒǿǿř ȧȧ ƞḗḗẇ ŀīīƞķ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]",
  loginPrompt: "[ȦȦŀřḗḗȧȧḓẏ ħȧȧṽḗḗ ȧȧƞ ȧȧƈƈǿǿŭŭƞŧ? ~~~~~~]",
  loginLabel: "[Şīīɠƞ īīƞ ~]"
}
