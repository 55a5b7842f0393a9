// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "api-transcripts";
export default {
  notWebVtt: "يجب أن يكون النص المكتوب ملف WebVTT: سطره الأول هو WEBVTT.",
  tooLarge: "النص المكتوب كبير جدًا: الحد الأقصى 1 ميغابايت.",
  tooManyCues: (d) => "يحتوي النص المكتوب على عدد كبير جدًا من المقاطع: الحد الأقصى " + number("ar", d.max, 0) + ".",
  noCues: "لا يحتوي النص المكتوب على أي مقطع: أضف سطرًا واحدًا على الأقل من النص بتوقيت.",
  timing: (d) => "السطر " + d.line + ": أوقات المقطع غير صالحة (المتوقع 00:00:01.000 --> 00:00:04.000).",
  order: (d) => "السطر " + d.line + ": ينتهي المقطع قبل أن يبدأ.",
  emptyCue: (d) => "السطر " + d.line + ": المقطع بلا نص.",
  controlCharacters: "يحتوي النص المكتوب على محارف تحكم: احفظه مرة أخرى كنص عادي بترميز UTF-8."
}
