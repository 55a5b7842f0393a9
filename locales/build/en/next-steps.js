// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "next-steps";
export default {
  title: "Your Next Steps",
  openSchedule: "Open Schedule",
  previous: "Previous next steps",
  next: "More next steps",
  due: (d) => "Due " + d.date,
  empty: "Nothing to do next. You are all caught up.",
  typeAssignment: "Assignment",
  typeLiveSession: "Live Session",
  typeProgramOverview: "Program Overview"
}
