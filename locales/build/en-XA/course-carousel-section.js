// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number } from "@messageformat/runtime";
export const id = "course-carousel-section";
export default {
  title: "[Ẏǿǿŭŭ Ḿīīɠħŧ Ŀīīķḗḗ ~~~]",
  error: "[Ƒȧȧīīŀḗḗḓ ŧǿǿ ƒḗḗŧƈħ ƈǿǿŭŭřşḗḗş ~~~~~~]",
  retry: "[Řīīƥřǿǿṽȧȧ ~]",
  retryLang: "it",
  loading: "[Ŀǿǿȧȧḓīīƞɠ ƈǿǿŭŭřşḗḗş... ~~~~]",
  empty: "[Ƞǿǿ ƈǿǿŭŭřşḗḗş ŧǿǿ şŭŭɠɠḗḗşŧ ẏḗḗŧ ~~~~~~~]",
  previous: "[Ƥřḗḗṽīīǿǿŭŭş ƈǿǿŭŭřşḗḗş ~~~~]",
  next: "[Ƞḗḗẋŧ ƈǿǿŭŭřşḗḗş ~~]",
  progress: "[Ƥřǿǿɠřḗḗşş ~]",
  rating: (d) => "[Řȧȧŧḗḗḓ " + number("en", d.rating, 0) + " ǿǿŭŭŧ ǿǿƒ 5 ~~~]"
}
