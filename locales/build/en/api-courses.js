// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "api-courses";
export default {
  courseNotFound: "Course Not Found",
  programNotFound: "Program not found",
  teacherNotFound: "Teacher Not Found",
  versionConflict: "Someone else saved this course after you opened it. Reload their version, or keep your copy and save it over theirs.",
  editForbidden: "You can only edit your own courses.",
  sharingForbidden: "Only an admin or superuser can share a course with every university.",
  videoLessonAddress: (d) => "Lesson '" + d.lessonTitle + "': the video address must be a YouTube or Vimeo link.",
  transcriptNotOfCourse: "A lesson names a transcript that does not belong to this course: upload it again."
}
