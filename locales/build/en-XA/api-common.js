// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "api-common";
export default {
  apiFailure: "[ȦȦƞ ḗḗřřǿǿř ǿǿƈƈŭŭřřḗḗḓ ~~~~]",
  networkError: "[Ƞḗḗŧẇǿǿřķ ḗḗřřǿǿř ǿǿƈƈŭŭřřḗḗḓ ~~~~~~]",
  controlCharacter: "[Ŧḗḗẋŧ ḿŭŭşŧ ƞǿǿŧ ƈǿǿƞŧȧȧīīƞ ƈǿǿƞŧřǿǿŀ ƈħȧȧřȧȧƈŧḗḗřş. ~~~~~~~~~~~~]",
  controlCharacterIn: (d) => "[" + d.field + " ḿŭŭşŧ ƞǿǿŧ ƈǿǿƞŧȧȧīīƞ ƈǿǿƞŧřǿǿŀ ƈħȧȧřȧȧƈŧḗḗřş. ~~~~~~~~~~~]",
  malformedText: "[Ŧḗḗẋŧ ḿŭŭşŧ ƀḗḗ ẇḗḗŀŀ-ƒǿǿřḿḗḗḓ ŬŬƞīīƈǿǿḓḗḗ ŧḗḗẋŧ. ~~~~~~~~~~~]",
  malformedTextIn: (d) => "[" + d.field + " ḿŭŭşŧ ƀḗḗ ẇḗḗŀŀ-ƒǿǿřḿḗḗḓ ŬŬƞīīƈǿǿḓḗḗ ŧḗḗẋŧ. ~~~~~~~~~~]",
  dateTimeRange: "[ĪĪƞṽȧȧŀīīḓ ḓȧȧŧḗḗ-ŧīīḿḗḗ: īīŧ ḿŭŭşŧ ŀīīḗḗ ƀḗḗŧẇḗḗḗḗƞ ŧħḗḗ ẏḗḗȧȧřş 0001 ȧȧƞḓ 9999 (ŬŬŦƇ) ~~~~~~~~~~~~~~~~~~~~~~]"
}
