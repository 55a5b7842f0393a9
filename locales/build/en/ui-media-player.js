// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "ui-media-player";
export default {
  play: "Play",
  pause: "Pause",
  mute: "Mute",
  unmute: "Unmute",
  seek: "Seek",
  speed: "Playback speed",
  back: "Back 10 seconds",
  forward: "Forward 10 seconds",
  timeText: (d) => d.current + " of " + d.duration,
  timeDisplay: (d) => d.current + " / " + d.total,
  speedButtonLabel: (d) => d.label + ": " + d.rate + "x",
  rate: (d) => d.rate + "x",
  embedTitle: "Video player",
  embedPlaceholderTitle: "Welcome message video will appear here",
  embedPlaceholderHint: "Configure the URL in Video Content Administration"
}
