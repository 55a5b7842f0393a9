// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "welcome-video-dialog";
export default {
  title: "[Ẇḗḗŀƈǿǿḿḗḗ Ḿḗḗşşȧȧɠḗḗ ~~~]",
  description: "[ȦȦ şħǿǿřŧ ṽīīḓḗḗǿǿ īīƞŧřǿǿḓŭŭƈŧīīǿǿƞ ŧǿǿ ŧħḗḗ ƥřǿǿɠřȧȧḿ. ~~~~~~~~~~~~~]",
  player: "[Ẇḗḗŀƈǿǿḿḗḗ ḿḗḗşşȧȧɠḗḗ ṽīīḓḗḗǿǿ ~~~~~]",
  close: "[Ƈŀǿǿşḗḗ ~]",
  placeholderTitle: "[Ẇḗḗŀƈǿǿḿḗḗ ḿḗḗşşȧȧɠḗḗ ṽīīḓḗḗǿǿ ẇīīŀŀ ȧȧƥƥḗḗȧȧř ħḗḗřḗḗ ~~~~~~~~~~~]",
  placeholderHint: "[Ƈǿǿƞƒīīɠŭŭřḗḗ ŧħḗḗ ŬŬŘĿ īīƞ Ṽīīḓḗḗǿǿ Ƈǿǿƞŧḗḗƞŧ ȦȦḓḿīīƞīīşŧřȧȧŧīīǿǿƞ ~~~~~~~~~~~~~~~]"
}
