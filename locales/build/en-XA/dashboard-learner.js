// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "dashboard-learner";
export default {
  continueLearning: "[Ƈǿǿƞŧīīƞŭŭḗḗ Ŀḗḗȧȧřƞīīƞɠ ~~~~]",
  noLiveEvent: "[Ƞǿǿ ŀīīṽḗḗ ḗḗṽḗḗƞŧş şƈħḗḗḓŭŭŀḗḗḓ ~~~~~~]",
  loading: "[Ŀǿǿȧȧḓīīƞɠ ḓȧȧşħƀǿǿȧȧřḓ... ~~~~~]"
}
