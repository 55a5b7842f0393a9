// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-pagination";
export default {
  label: "[Ƥȧȧɠīīƞȧȧŧīīǿǿƞ ~~]",
  previousLabel: "[Ƥřḗḗṽīīǿǿŭŭş ~]",
  nextLabel: "[Ƞḗḗẋŧ ~]",
  pageLabel: (d) => "[Ƥȧȧɠḗḗ " + d.page + " ~]"
}
