// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "featured-course-hero";
export default {
  startLearning: "ابدأ التعلّم",
  moreInfo: "مزيد من المعلومات",
  progress: "التقدّم في الدورة"
}
