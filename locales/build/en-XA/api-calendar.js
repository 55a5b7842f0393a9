// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "api-calendar";
export default {
  createFailed: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ƈřḗḗȧȧŧḗḗ ḗḗṽḗḗƞŧ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~]",
  updateFailed: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ŭŭƥḓȧȧŧḗḗ ḗḗṽḗḗƞŧ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~]",
  deleteFailed: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ḓḗḗŀḗḗŧḗḗ ḗḗṽḗḗƞŧ. Ƥŀḗḗȧȧşḗḗ ŧřẏ ȧȧɠȧȧīīƞ. ~~~~~~~~~~~~]",
  deleteConfirm: "[ȦȦřḗḗ ẏǿǿŭŭ şŭŭřḗḗ ẏǿǿŭŭ ẇȧȧƞŧ ŧǿǿ ḓḗḗŀḗḗŧḗḗ ŧħīīş ḗḗṽḗḗƞŧ? ~~~~~~~~~~~~~]",
  creating: "[Ƈřḗḗȧȧŧīīƞɠ ḗḗṽḗḗƞŧ... ~~~~]",
  updating: "[ŬŬƥḓȧȧŧīīƞɠ ḗḗṽḗḗƞŧ... ~~~~]",
  eventCreated: "[ḖḖṽḗḗƞŧ ƈřḗḗȧȧŧḗḗḓ ~~~]",
  eventUpdated: "[ḖḖṽḗḗƞŧ ŭŭƥḓȧȧŧḗḗḓ ~~~]",
  eventDeleted: "[ḖḖṽḗḗƞŧ ḓḗḗŀḗḗŧḗḗḓ ~~~]"
}
