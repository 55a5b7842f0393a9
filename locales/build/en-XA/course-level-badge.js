// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "course-level-badge";
export default {
  beginner: "[Ɓḗḗɠīīƞƞḗḗř ~]",
  intermediate: "[ĪĪƞŧḗḗřḿḗḗḓīīȧȧŧḗḗ ~~]",
  advanced: "[ȦȦḓṽȧȧƞƈḗḗḓ ~]"
}
