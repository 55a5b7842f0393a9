// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "next-steps";
export default {
  title: "Tus próximos pasos",
  openSchedule: "Abrir agenda",
  previous: "Pasos anteriores",
  next: "Más próximos pasos",
  due: (d) => "Vence el " + d.date,
  empty: "No tienes nada pendiente. Estás al día.",
  typeAssignment: "Tarea",
  typeLiveSession: "Sesión en vivo",
  typeProgramOverview: "Resumen del programa"
}
