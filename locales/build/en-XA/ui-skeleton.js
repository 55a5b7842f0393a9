// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-skeleton";
export default {
  loading: "[Ŀǿǿȧȧḓīīƞɠ... ~~]"
}
