// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "placeholder-page";
export default {
  backLabel: "[Ɓȧȧƈķ ŧǿǿ Ḓȧȧşħƀǿǿȧȧřḓ ~~~~]"
}
