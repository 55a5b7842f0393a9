// Compiled by locales/compile.ts from catalogues/es.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export const id = "leaderboard";
export default {
  title: "Clasificación",
  yourRank: "Tu posición",
  rankOf: (d) => "#" + d.rank + " de " + d.total,
  points: (d) => plural(d.points, 0, es, { one: number("es", d.points, 0) + " pto", other: number("es", d.points, 0) + " ptos" }),
  streak: (d) => plural(d.days, 0, es, { one: "Racha de " + number("es", d.days, 0) + " día", other: "Racha de " + number("es", d.days, 0) + " días" }),
  you: "Tú",
  empty: "Aún no hay clasificación",
  youMark: (d) => " (" + d.you + ")"
}
