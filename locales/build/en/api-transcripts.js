// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "api-transcripts";
export default {
  notWebVtt: "The transcript must be a WebVTT file: its first line is WEBVTT.",
  tooLarge: "The transcript is too large: the limit is 1 MB.",
  tooManyCues: (d) => "The transcript has too many cues: the limit is " + number("en", d.max, 0) + ".",
  noCues: "The transcript has no cues: add at least one timed line of text.",
  timing: (d) => "Line " + d.line + ": the cue's times are not valid (expected 00:00:01.000 --> 00:00:04.000).",
  order: (d) => "Line " + d.line + ": the cue ends before it starts.",
  emptyCue: (d) => "Line " + d.line + ": the cue has no text.",
  controlCharacters: "The transcript contains control characters: save it again as plain UTF-8 text."
}
