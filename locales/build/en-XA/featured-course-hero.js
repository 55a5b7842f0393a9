// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "featured-course-hero";
export default {
  startLearning: "[Şŧȧȧřŧ ŀḗḗȧȧřƞīīƞɠ ~~~]",
  moreInfo: "[Ḿǿǿřḗḗ īīƞƒǿǿ ~]",
  progress: "[Ƈǿǿŭŭřşḗḗ ƥřǿǿɠřḗḗşş ~~~]"
}
