// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-certificates";
export default {
  notFound: "Certificate not found.",
  lessonNotFound: "The requested lesson could not be found.",
  issued: "Course completed: your certificate is ready.",
  lessonCompleted: "Lesson completed",
  quizNotPassed: (d) => "Quiz not passed: " + d.percent + "% is needed.",
  courseNotFound: "The requested course could not be found."
}
