// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "confirm-email";
export default {
  title: "[Ƈǿǿƞƒīīřḿ Ẏǿǿŭŭř ḖḖḿȧȧīīŀ ~~~~]",
  sentTo: (d) => "[Ẇḗḗ ħȧȧṽḗḗ şḗḗƞŧ ȧȧ ƈǿǿƞƒīīřḿȧȧŧīīǿǿƞ ḗḗḿȧȧīīŀ ŧǿǿ " + d.email + ". ~~~~~~~~~~~]",
  sentToInbox: "[Ẇḗḗ ħȧȧṽḗḗ şḗḗƞŧ ȧȧ ƈǿǿƞƒīīřḿȧȧŧīīǿǿƞ ḗḗḿȧȧīīŀ ŧǿǿ ẏǿǿŭŭř īīƞƀǿǿẋ. ~~~~~~~~~~~~~~~]",
  instruction: "[Ƥŀḗḗȧȧşḗḗ ƈŀīīƈķ ŧħḗḗ ŀīīƞķ īīƞ ŧħḗḗ ḗḗḿȧȧīīŀ ŧǿǿ ṽḗḗřīīƒẏ ẏǿǿŭŭř ȧȧƈƈǿǿŭŭƞŧ. ~~~~~~~~~~~~~~~~~~]",
  resendLabel: "[Řḗḗşḗḗƞḓ Ṽḗḗřīīƒīīƈȧȧŧīīǿǿƞ ḖḖḿȧȧīīŀ ~~~~~~~]",
  resendingLabel: "[Şḗḗƞḓīīƞɠ... ~~]",
  privacyLabel: "[Ƥřīīṽȧȧƈẏ & Ŧḗḗřḿş ~~~]",
  contactLabel: "[Ƈǿǿƞŧȧȧƈŧ ŬŬş ~~]"
}
