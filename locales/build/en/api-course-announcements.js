// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-course-announcements";
export default {
  sent: "Your announcement has been sent.",
  notYours: "You can only send announcements for courses you may edit."
}
