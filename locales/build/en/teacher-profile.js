// Compiled by locales/compile.ts from catalogues/en.json: do not edit.

export const id = "teacher-profile";
export default {
  rating: (d) => "Rated " + d.rating + " out of " + d.max,
  students: "Students",
  courses: "Courses",
  totalHours: "Total Hours",
  yearsExperience: "Years Experience",
  about: "About the Instructor",
  expertise: "Expertise",
  coursesTitle: "Courses",
  noCourses: "No courses yet",
  loading: "Loading teacher...",
  notFound: "Teacher Not Found",
  back: "Back to Dashboard",
  error: "Could not load the teacher.",
  retry: "Try again"
}
