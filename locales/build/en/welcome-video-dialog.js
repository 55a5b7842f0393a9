// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "welcome-video-dialog";
export default {
  title: "Welcome Message",
  description: "A short video introduction to the program.",
  player: "Welcome message video",
  close: "Close",
  placeholderTitle: "Welcome message video will appear here",
  placeholderHint: "Configure the URL in Video Content Administration"
}
