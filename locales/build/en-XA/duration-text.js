// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "duration-text";
export default {
  hours: (d) => "[" + plural(d.hours, 0, en, { other: number("en", d.hours, 0) + " ħǿǿŭŭřş" }) + " ~]"
}
