// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "leaderboard";
export default {
  title: "Leaderboard",
  yourRank: "Your rank",
  rankOf: (d) => "#" + d.rank + " of " + d.total,
  points: (d) => plural(d.points, 0, en, { one: number("en", d.points, 0) + " pt", other: number("en", d.points, 0) + " pts" }),
  streak: (d) => plural(d.days, 0, en, { other: number("en", d.days, 0) + "-day streak" }),
  you: "You",
  empty: "No rankings yet",
  youMark: (d) => " (" + d.you + ")"
}
