// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "reset-success";
export default {
  title: "[Ƥȧȧşşẇǿǿřḓ ŬŬƥḓȧȧŧḗḗḓ Şŭŭƈƈḗḗşşƒŭŭŀŀẏ ~~~~~~~~]",
  message: "[Ẏǿǿŭŭ ƈȧȧƞ ƞǿǿẇ şīīɠƞ īīƞ ẇīīŧħ ẏǿǿŭŭř ƞḗḗẇ ƥȧȧşşẇǿǿřḓ. ~~~~~~~~~~~~~]",
  returnLabel: "[Řḗḗŧŭŭřƞ ŧǿǿ Ŀǿǿɠīīƞ ~~~]"
}
