// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "live-event-card";
export default {
  action: "Join Session",
  liveEvent: "Live Event",
  event: "Event",
  when: (d) => d.date + ", " + d.time
}
