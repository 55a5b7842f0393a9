// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "course-import-report";
export default {
  title: (d) => "Imported “" + d.title + "” as a draft",
  importedCount: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " lesson came in.", other: number("en", d.count, 0) + " lessons came in." }),
  nothingSkipped: "Everything in the file was imported.",
  skippedHeading: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " item was not imported", other: number("en", d.count, 0) + " items were not imported" }),
  openCourse: "Open the course",
  skippedItem: (d) => d.title + " (" + d.kind + "): " + d.reason
}
