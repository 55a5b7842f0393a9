// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-organizations";
export default {
  subjectRequired: "Subject is required",
  contentRequired: "Message is required",
  subjectTooLong: (d) => "Subject must be at most " + d.max + " characters",
  contentTooLong: (d) => "Message must be at most " + d.max + " characters",
  unknownOrganization: "Organization not found",
  sent: "Message sent"
}
