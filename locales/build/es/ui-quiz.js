// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-quiz";
export default {
  playerSubmit: "Enviar cuestionario",
  playerRetake: "Repetir cuestionario",
  playerSave: "Guardar resultados",
  playerTimeLimit: (d) => "Tiempo límite: " + plural(d.minutes, 0, es, { one: number("es", d.minutes, 0) + " minuto", other: number("es", d.minutes, 0) + " minutos" }),
  playerAnswered: (d) => d.answered + " de " + d.total + " respondidas",
  playerPassed: "Aprobado",
  playerFailed: "No aprobado",
  playerCorrect: "Correcta",
  playerIncorrect: "Incorrecta",
  playerExplanation: "Explicación:",
  playerScored: (d) => "Obtuviste " + d.correct + " de " + d.total,
  correctMark: "Respuesta correcta",
  incorrectMark: "Tu respuesta",
  numbered: (d) => d.n + ". " + d.question,
  simpleSubmit: "Enviar respuesta",
  simpleNext: "Siguiente pregunta",
  simplePrevious: "Anterior",
  simpleComplete: "Completar cuestionario",
  simpleRetake: "Repetir",
  simpleProgress: (d) => "Pregunta " + d.n + " de " + d.total,
  simpleSelectAll: "Selecciona todas las que correspondan.",
  simpleCorrect: "¡Correcto!",
  simpleIncorrect: "Incorrecto",
  simpleResultsTitle: "Cuestionario completado",
  simpleSummary: (d) => "Respondiste correctamente " + d.correct + " de " + plural(d.total, 0, es, { one: number("es", d.total, 0) + " pregunta", other: number("es", d.total, 0) + " preguntas" }) + ".",
  levelGreen: "Excelente",
  levelYellow: "Bien",
  levelRed: "Necesita práctica"
}
