// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-confirm-dialog";
export default {
  confirmLabel: "[Ƈǿǿƞƒīīřḿ ~]",
  busyLabel: "[Şȧȧṽīīƞɠ... ~]",
  cancelLabel: "[Ƈȧȧƞƈḗḗŀ ~]",
  typedConfirmationLabel: "[Ŧẏƥḗḗ 'ƈǿǿƞƒīīřḿ' ŧǿǿ ƥřǿǿƈḗḗḗḗḓ ~~~~~~~]",
  confirmRequired: "[Ƥŀḗḗȧȧşḗḗ ŧẏƥḗḗ 'ƈǿǿƞƒīīřḿ' ŧǿǿ ƥřǿǿƈḗḗḗḗḓ ẇīīŧħ ŧħḗḗ ƈħȧȧƞɠḗḗş. ~~~~~~~~~~~~~~~~]"
}
