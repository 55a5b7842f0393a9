// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-toast";
export default {
  closeLabel: "[Ƈŀǿǿşḗḗ ƞǿǿŧīīƒīīƈȧȧŧīīǿǿƞ ~~~~]",
  label: "[Ƞǿǿŧīīƒīīƈȧȧŧīīǿǿƞ ~~]",
  regionLabel: (d) => "[Ƞǿǿŧīīƒīīƈȧȧŧīīǿǿƞş (" + d.hotkey + ") ~~~~]"
}
