// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-layout";
export default {
  skipLink: "[Şķīīƥ ŧǿǿ ḿȧȧīīƞ ƈǿǿƞŧḗḗƞŧ ~~~~~]"
}
