// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "shell-frame";
export default {
  loading: "[Ŀǿǿȧȧḓīīƞɠ... ~~]"
}
