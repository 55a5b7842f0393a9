// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "certificate-verification";
export default {
  verified: "Certificate verified",
  learner: "Awarded to",
  course: "Course",
  university: "University",
  date: "Issued",
  verifiedNote: "This certificate was issued by the university named above for completing the course.",
  notFound: "Certificate not found",
  notFoundMessage: "No certificate has this address. Check the link you were given.",
  loading: "Checking the certificate...",
  error: "Could not check the certificate.",
  retry: "Try again"
}
