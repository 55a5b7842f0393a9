// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "live-event-card";
export default {
  action: "الانضمام إلى الجلسة",
  liveEvent: "فعالية مباشرة",
  event: "فعالية",
  when: (d) => d.date + "، " + d.time
}
