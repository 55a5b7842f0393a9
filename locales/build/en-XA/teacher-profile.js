// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "teacher-profile";
export default {
  rating: (d) => "[Řȧȧŧḗḗḓ " + d.rating + " ǿǿŭŭŧ ǿǿƒ " + d.max + " ~~~]",
  students: "[Şŧŭŭḓḗḗƞŧş ~]",
  courses: "[Ƈǿǿŭŭřşḗḗş ~]",
  totalHours: "[Ŧǿǿŧȧȧŀ Ħǿǿŭŭřş ~~]",
  yearsExperience: "[Ẏḗḗȧȧřş ḖḖẋƥḗḗřīīḗḗƞƈḗḗ ~~~~]",
  about: "[ȦȦƀǿǿŭŭŧ ŧħḗḗ ĪĪƞşŧřŭŭƈŧǿǿř ~~~~~]",
  expertise: "[ḖḖẋƥḗḗřŧīīşḗḗ ~]",
  coursesTitle: "[Ƈǿǿŭŭřşḗḗş ~]",
  noCourses: "[Ƞǿǿ ƈǿǿŭŭřşḗḗş ẏḗḗŧ ~~~]",
  loading: "[Ŀǿǿȧȧḓīīƞɠ ŧḗḗȧȧƈħḗḗř... ~~~~]",
  notFound: "[Ŧḗḗȧȧƈħḗḗř Ƞǿǿŧ Ƒǿǿŭŭƞḓ ~~~~]",
  back: "[Ɓȧȧƈķ ŧǿǿ Ḓȧȧşħƀǿǿȧȧřḓ ~~~~]",
  error: "[Ƈǿǿŭŭŀḓ ƞǿǿŧ ŀǿǿȧȧḓ ŧħḗḗ ŧḗḗȧȧƈħḗḗř. ~~~~~~~]",
  retry: "[Ŧřẏ ȧȧɠȧȧīīƞ ~]"
}
