// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "ui-media-player";
export default {
  play: "[Ƥŀȧȧẏ ~]",
  pause: "[Ƥȧȧŭŭşḗḗ ~]",
  mute: "[Ḿŭŭŧḗḗ ~]",
  unmute: "[ŬŬƞḿŭŭŧḗḗ ~]",
  seek: "[Şḗḗḗḗķ ~]",
  speed: "[Ƥŀȧȧẏƀȧȧƈķ şƥḗḗḗḗḓ ~~~]",
  back: "[Ɓȧȧƈķ 10 şḗḗƈǿǿƞḓş ~~~]",
  forward: "[Ƒǿǿřẇȧȧřḓ 10 şḗḗƈǿǿƞḓş ~~~~]",
  timeText: (d) => "[" + d.current + " ǿǿƒ " + d.duration + " ~]",
  timeDisplay: (d) => "[" + d.current + " / " + d.total + " ~]",
  speedButtonLabel: (d) => "[" + d.label + ": " + d.rate + "ẋ ~]",
  rate: (d) => "[" + d.rate + "ẋ ~]",
  embedTitle: "[Ṽīīḓḗḗǿǿ ƥŀȧȧẏḗḗř ~~]",
  embedPlaceholderTitle: "[Ẇḗḗŀƈǿǿḿḗḗ ḿḗḗşşȧȧɠḗḗ ṽīīḓḗḗǿǿ ẇīīŀŀ ȧȧƥƥḗḗȧȧř ħḗḗřḗḗ ~~~~~~~~~~~]",
  embedPlaceholderHint: "[Ƈǿǿƞƒīīɠŭŭřḗḗ ŧħḗḗ ŬŬŘĿ īīƞ Ṽīīḓḗḗǿǿ Ƈǿǿƞŧḗḗƞŧ ȦȦḓḿīīƞīīşŧřȧȧŧīīǿǿƞ ~~~~~~~~~~~~~~~]"
}
