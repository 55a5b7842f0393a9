// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "live-event-card";
export default {
  action: "[Ĵǿǿīīƞ Şḗḗşşīīǿǿƞ ~~]",
  liveEvent: "[Ŀīīṽḗḗ ḖḖṽḗḗƞŧ ~~]",
  event: "[ḖḖṽḗḗƞŧ ~]",
  when: (d) => "[" + d.date + ", " + d.time + " ~]"
}
