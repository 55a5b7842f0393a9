// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-input";
export default {
  required: (d) => d.field + " is required",
  tooLong: (d) => d.field + " must be at most " + d.max + " characters",
  controlCharacters: (d) => d.field + " must not contain control characters",
  oneOf: (d) => d.field + " must be one of " + d.choices,
  number: (d) => d.field + " must be a number",
  wholeNumberFrom: (d) => d.field + " must be a whole number from " + d.min,
  atLeast: (d) => d.field + " must be at least " + d.min,
  atMost: (d) => d.field + " must be at most " + d.max,
  invalid: (d) => d.field + " is invalid",
  text: (d) => d.field + " must be text",
  statusActiveOrSuspended: "status must be active or suspended",
  answersOneLine: "Answers must be one line of text",
  endAfterStart: "The end must be after the start",
  toAfterFrom: "to must be after from",
  rangeTooLong: (d) => "The range may span at most " + d.days + " days",
  tooManyAttendees: (d) => "At most " + d.max + " attendees",
  languageCode: "Language must be a lower-case code such as en",
  colorRole: "color must be a colour role name such as primary",
  urlSafeId: "Use only letters, digits, \"-\" and \"_\"",
  endTimeBeforeStartTime: "endTime must not be before startTime"
}
