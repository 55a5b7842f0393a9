// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-color-field";
export default {
  copyLabel: "[Ƈǿǿƥẏ ~]",
  copiedLabel: "[Ƈǿǿƥīīḗḗḓ ~]",
  pickerLabel: (d) => "[" + d.label + " ƥīīƈķḗḗř ~]",
  buttonName: (d) => "[" + d.action + " " + d.label + " ~]"
}
