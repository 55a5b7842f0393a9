// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-common";
export default {
  apiFailure: "An error occurred",
  networkError: "Network error occurred",
  controlCharacter: "Text must not contain control characters.",
  controlCharacterIn: (d) => d.field + " must not contain control characters.",
  malformedText: "Text must be well-formed Unicode text.",
  malformedTextIn: (d) => d.field + " must be well-formed Unicode text.",
  dateTimeRange: "Invalid date-time: it must lie between the years 0001 and 9999 (UTC)"
}
