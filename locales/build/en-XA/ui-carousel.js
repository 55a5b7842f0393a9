// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-carousel";
export default {
  previousLabel: "[Ƥřḗḗṽīīǿǿŭŭş ~]",
  nextLabel: "[Ƞḗḗẋŧ ~]",
  roleDescription: "[ƈȧȧřǿǿŭŭşḗḗŀ ~]"
}
