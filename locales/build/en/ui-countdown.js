// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-countdown";
export default {
  days: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " day", other: number("en", d.count, 0) + " days" }),
  hours: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " hour", other: number("en", d.count, 0) + " hours" }),
  minutes: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " minute", other: number("en", d.count, 0) + " minutes" }),
  remaining: (d) => d.duration + " remaining",
  lessThanMinute: "less than a minute remaining",
  labelled: (d) => d.label + ": " + d.announcement,
  completedText: "Started",
  unitDays: "Days",
  unitHours: "Hours",
  unitMinutes: "Minutes",
  unitSeconds: "Seconds"
}
