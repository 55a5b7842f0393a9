// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-table";
export default {
  selectedLabel: (d) => "[" + d.count + " şḗḗŀḗḗƈŧḗḗḓ ~]",
  selectAllLabel: "[Şḗḗŀḗḗƈŧ ȧȧŀŀ řǿǿẇş ~~~]",
  rowSelectLabel: (d) => "[Şḗḗŀḗḗƈŧ řǿǿẇ " + d.row + " ~~]",
  loadingLabel: "[Ŀǿǿȧȧḓīīƞɠ... ~~]",
  emptyTitle: "[Ƞǿǿ řḗḗşŭŭŀŧş ƒǿǿŭŭƞḓ ~~~~]"
}
