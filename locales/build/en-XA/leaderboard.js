// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "leaderboard";
export default {
  title: "[Ŀḗḗȧȧḓḗḗřƀǿǿȧȧřḓ ~~]",
  yourRank: "[Ẏǿǿŭŭř řȧȧƞķ ~]",
  rankOf: (d) => "[#" + d.rank + " ǿǿƒ " + d.total + " ~]",
  points: (d) => "[" + plural(d.points, 0, en, { one: number("en", d.points, 0) + " ƥŧ", other: number("en", d.points, 0) + " ƥŧş" }) + " ~]",
  streak: (d) => "[" + plural(d.days, 0, en, { other: number("en", d.days, 0) + "-ḓȧȧẏ şŧřḗḗȧȧķ" }) + " ~]",
  you: "[Ẏǿǿŭŭ ~]",
  empty: "[Ƞǿǿ řȧȧƞķīīƞɠş ẏḗḗŧ ~~~]",
  youMark: (d) => "[ (" + d.you + ") ~]"
}
