// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "ui-transcript-viewer";
export default {
  transcript: "Transcript",
  search: "Search transcript",
  searchPlaceholder: "Search transcript...",
  importance: "Importance",
  category: "Category",
  all: "All",
  fontSize: "Font size",
  fontSmall: "Small",
  fontMedium: "Medium",
  fontLarge: "Large",
  importanceHigh: "High",
  importanceMedium: "Medium",
  importanceLow: "Low",
  categoryConcept: "Concept",
  categoryExample: "Example",
  categoryDefinition: "Definition",
  categoryInstruction: "Instruction",
  resume: "Resume auto-scroll",
  addNote: "Add note",
  bookmark: "Bookmark",
  note: "Note:",
  confidenceHigh: "High confidence",
  confidenceMedium: "Medium confidence",
  confidenceLow: "Low confidence",
  count: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " segment", other: number("en", d.count, 0) + " segments" }),
  emptyQuery: (d) => "No transcript segments found for \"" + d.query + "\"",
  emptyFilters: "No transcript segments found matching your criteria.",
  action: (d) => d.action + " (" + d.time + ")",
  importanceOf: (d) => d.level + " importance",
  confidenceOf: (d) => d.label + ":"
}
