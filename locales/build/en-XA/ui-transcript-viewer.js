// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-transcript-viewer";
export default {
  transcript: "[Ŧřȧȧƞşƈřīīƥŧ ~~]",
  search: "[Şḗḗȧȧřƈħ ŧřȧȧƞşƈřīīƥŧ ~~~~]",
  searchPlaceholder: "[Şḗḗȧȧřƈħ ŧřȧȧƞşƈřīīƥŧ... ~~~~~]",
  importance: "[ĪĪḿƥǿǿřŧȧȧƞƈḗḗ ~~]",
  category: "[Ƈȧȧŧḗḗɠǿǿřẏ ~]",
  all: "[ȦȦŀŀ ~]",
  fontSize: "[Ƒǿǿƞŧ şīīẑḗḗ ~]",
  fontSmall: "[Şḿȧȧŀŀ ~]",
  fontMedium: "[Ḿḗḗḓīīŭŭḿ ~]",
  fontLarge: "[Ŀȧȧřɠḗḗ ~]",
  importanceHigh: "[Ħīīɠħ ~]",
  importanceMedium: "[Ḿḗḗḓīīŭŭḿ ~]",
  importanceLow: "[Ŀǿǿẇ ~]",
  categoryConcept: "[Ƈǿǿƞƈḗḗƥŧ ~]",
  categoryExample: "[ḖḖẋȧȧḿƥŀḗḗ ~]",
  categoryDefinition: "[Ḓḗḗƒīīƞīīŧīīǿǿƞ ~~]",
  categoryInstruction: "[ĪĪƞşŧřŭŭƈŧīīǿǿƞ ~~]",
  resume: "[Řḗḗşŭŭḿḗḗ ȧȧŭŭŧǿǿ-şƈřǿǿŀŀ ~~~~]",
  addNote: "[ȦȦḓḓ ƞǿǿŧḗḗ ~]",
  bookmark: "[Ɓǿǿǿǿķḿȧȧřķ ~]",
  note: "[Ƞǿǿŧḗḗ: ~]",
  confidenceHigh: "[Ħīīɠħ ƈǿǿƞƒīīḓḗḗƞƈḗḗ ~~~]",
  confidenceMedium: "[Ḿḗḗḓīīŭŭḿ ƈǿǿƞƒīīḓḗḗƞƈḗḗ ~~~~]",
  confidenceLow: "[Ŀǿǿẇ ƈǿǿƞƒīīḓḗḗƞƈḗḗ ~~~]",
  count: (d) => "[" + plural(d.count, 0, en, { one: number("en", d.count, 0) + " şḗḗɠḿḗḗƞŧ", other: number("en", d.count, 0) + " şḗḗɠḿḗḗƞŧş" }) + " ~]",
  emptyQuery: (d) => "[Ƞǿǿ ŧřȧȧƞşƈřīīƥŧ şḗḗɠḿḗḗƞŧş ƒǿǿŭŭƞḓ ƒǿǿř \"" + d.query + "\" ~~~~~~~~~~]",
  emptyFilters: "[Ƞǿǿ ŧřȧȧƞşƈřīīƥŧ şḗḗɠḿḗḗƞŧş ƒǿǿŭŭƞḓ ḿȧȧŧƈħīīƞɠ ẏǿǿŭŭř ƈřīīŧḗḗřīīȧȧ. ~~~~~~~~~~~~~~~~]",
  action: (d) => "[" + d.action + " (" + d.time + ") ~]",
  importanceOf: (d) => "[" + d.level + " īīḿƥǿǿřŧȧȧƞƈḗḗ ~~]",
  confidenceOf: (d) => "[" + d.label + ": ~]"
}
