// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-mobile-bottom-bar";
export default {
  label: "[Ɓǿǿŧŧǿǿḿ ƞȧȧṽīīɠȧȧŧīīǿǿƞ ~~~~]"
}
