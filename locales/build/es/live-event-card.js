// Compiled by locales/compile.ts from catalogues/es.json: do not edit.

export const id = "live-event-card";
export default {
  action: "Unirse a la sesión",
  liveEvent: "Evento en vivo",
  event: "Evento",
  when: (d) => d.date + ", " + d.time
}
