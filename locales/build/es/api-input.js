// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "api-input";
export default {
  required: (d) => d.field + ": este campo es obligatorio",
  tooLong: (d) => d.field + ": como máximo " + d.max + " caracteres",
  controlCharacters: (d) => d.field + " no debe contener caracteres de control",
  oneOf: (d) => d.field + " debe ser uno de estos valores: " + d.choices,
  number: (d) => d.field + " debe ser un número",
  wholeNumberFrom: (d) => d.field + " debe ser un número entero a partir de " + d.min,
  atLeast: (d) => d.field + " debe ser como mínimo " + d.min,
  atMost: (d) => d.field + " debe ser como máximo " + d.max,
  invalid: (d) => d.field + " no es válido",
  text: (d) => d.field + " debe ser un texto",
  statusActiveOrSuspended: "status debe ser active o suspended",
  answersOneLine: "Las respuestas deben ser una sola línea de texto",
  endAfterStart: "El final debe ser posterior al inicio",
  toAfterFrom: "to debe ser posterior a from",
  rangeTooLong: (d) => "El intervalo puede abarcar como máximo " + d.days + " días",
  tooManyAttendees: (d) => "Como máximo " + d.max + " asistentes",
  languageCode: "El idioma debe ser un código en minúsculas, como en",
  colorRole: "color debe ser el nombre de un papel de color, como primary",
  urlSafeId: "Usa solo letras, dígitos, \"-\" y \"_\"",
  endTimeBeforeStartTime: "endTime no debe ser anterior a startTime"
}
