// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "api-transcripts";
export default {
  notWebVtt: "La transcripción debe ser un archivo WebVTT: su primera línea es WEBVTT.",
  tooLarge: "La transcripción es demasiado grande: el límite es de 1 MB.",
  tooManyCues: (d) => "La transcripción tiene demasiados subtítulos: el límite es " + number("es", d.max, 0) + ".",
  noCues: "La transcripción no tiene subtítulos: añade al menos una línea de texto con tiempos.",
  timing: (d) => "Línea " + d.line + ": los tiempos del subtítulo no son válidos (se esperaba 00:00:01.000 --> 00:00:04.000).",
  order: (d) => "Línea " + d.line + ": el subtítulo termina antes de empezar.",
  emptyCue: (d) => "Línea " + d.line + ": el subtítulo no tiene texto.",
  controlCharacters: "La transcripción contiene caracteres de control: vuelve a guardarla como texto sin formato UTF-8."
}
