// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "achievements-page";
export default {
  title: "Achievements",
  intro: "Certificates of the courses you have completed, and how close you are to the next.",
  certificatesTitle: "Your certificates",
  issued: (d) => "Issued " + d.date,
  download: "Download PDF",
  downloadLabel: (d) => "Download PDF: the certificate of " + d.course,
  verify: "Verification page",
  verifyLabel: (d) => "Verification page: the certificate of " + d.course + " (opens in a new tab)",
  nextTitle: "Next certificate",
  nextProgress: (d) => "Progress in " + d.course,
  continueLearning: "Continue Learning",
  empty: "No certificates yet",
  emptyHint: "Complete every lesson of a course, and pass its quizzes, to earn its certificate.",
  loading: "Loading achievements...",
  error: "Could not load your achievements.",
  retry: "Try again"
}
