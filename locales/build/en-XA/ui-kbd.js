// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-kbd";
export default {
  command: "[Ƈǿǿḿḿȧȧƞḓ ~]",
  control: "[Ƈǿǿƞŧřǿǿŀ ~]",
  shift: "[Şħīīƒŧ ~]",
  option: "[ǾǾƥŧīīǿǿƞ ~]",
  alt: "[ȦȦŀŧ ~]",
  enter: "[ḖḖƞŧḗḗř ~]",
  escape: "[ḖḖşƈȧȧƥḗḗ ~]",
  arrowLeft: "[Ŀḗḗƒŧ ȧȧřřǿǿẇ ~~]",
  arrowRight: "[Řīīɠħŧ ȧȧřřǿǿẇ ~~]",
  arrowUp: "[ŬŬƥ ȧȧřřǿǿẇ ~]",
  arrowDown: "[Ḓǿǿẇƞ ȧȧřřǿǿẇ ~~]"
}
