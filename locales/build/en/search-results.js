// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "search-results";
export default {
  title: "Search",
  titleFor: (d) => "Search results for \"" + d.query + "\"",
  searching: "Searching",
  count: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " result", other: number("en", d.count, 0) + " results" }),
  noResults: "No results found",
  tryAnother: "Try a different search term.",
  typeSomething: "Type something to search for.",
  pages: "Pages",
  courses: "Courses",
  retry: "Retry"
}
