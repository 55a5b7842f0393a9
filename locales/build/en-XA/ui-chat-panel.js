// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-chat-panel";
export default {
  title: "[ȦȦĪĪ ḿḗḗƞŧǿǿř ~]",
  log: "[Ƈǿǿƞṽḗḗřşȧȧŧīīǿǿƞ ~~]",
  thinking: "[ȦȦĪĪ īīş ŧħīīƞķīīƞɠ... ~~~~]",
  message: "[Ḿḗḗşşȧȧɠḗḗ ~]",
  placeholder: "[ȦȦşķ ȧȧ ɋŭŭḗḗşŧīīǿǿƞ... ~~~~]",
  send: "[Şḗḗƞḓ ḿḗḗşşȧȧɠḗḗ ~~]",
  voice: "[Ṽǿǿīīƈḗḗ īīƞƥŭŭŧ ~~]",
  readAloud: "[Řḗḗȧȧḓ ȧȧŀǿǿŭŭḓ ~~]",
  helpful: "[Ħḗḗŀƥƒŭŭŀ ~]",
  accurate: "[ȦȦƈƈŭŭřȧȧŧḗḗ ~]",
  suggestions: "[Şŭŭɠɠḗḗşŧḗḗḓ ɋŭŭḗḗşŧīīǿǿƞş ~~~~~]",
  empty: "[ȦȦşķ ȧȧƞẏŧħīīƞɠ ȧȧƀǿǿŭŭŧ ŧħīīş ŀḗḗşşǿǿƞ. ~~~~~~~~~]",
  failed: "[Ŧħḗḗ řḗḗƥŀẏ ƈǿǿŭŭŀḓ ƞǿǿŧ ƀḗḗ ŀǿǿȧȧḓḗḗḓ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~~~~]",
  speakerUser: "[Ẏǿǿŭŭ ~]",
  speakerAi: "[ȦȦĪĪ ḿḗḗƞŧǿǿř ~]",
  speakerOf: (d) => "[" + d.speaker + ":  ~]"
}
