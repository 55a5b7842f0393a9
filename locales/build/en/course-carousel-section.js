// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "course-carousel-section";
export default {
  title: "You Might Like",
  error: "Failed to fetch courses",
  retry: "Riprova",
  retryLang: "it",
  loading: "Loading courses...",
  empty: "No courses to suggest yet",
  previous: "Previous courses",
  next: "Next courses",
  progress: "Progress",
  rating: (d) => "Rated " + number("en", d.rating, 0) + " out of 5"
}
