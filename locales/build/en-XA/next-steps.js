// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.

export const id = "next-steps";
export default {
  title: "[Ẏǿǿŭŭř Ƞḗḗẋŧ Şŧḗḗƥş ~~~]",
  openSchedule: "[ǾǾƥḗḗƞ Şƈħḗḗḓŭŭŀḗḗ ~~~]",
  previous: "[Ƥřḗḗṽīīǿǿŭŭş ƞḗḗẋŧ şŧḗḗƥş ~~~~~]",
  next: "[Ḿǿǿřḗḗ ƞḗḗẋŧ şŧḗḗƥş ~~~]",
  due: (d) => "[Ḓŭŭḗḗ " + d.date + " ~]",
  empty: "[Ƞǿǿŧħīīƞɠ ŧǿǿ ḓǿǿ ƞḗḗẋŧ. Ẏǿǿŭŭ ȧȧřḗḗ ȧȧŀŀ ƈȧȧŭŭɠħŧ ŭŭƥ. ~~~~~~~~~~~~~]",
  typeAssignment: "[ȦȦşşīīɠƞḿḗḗƞŧ ~~]",
  typeLiveSession: "[Ŀīīṽḗḗ Şḗḗşşīīǿǿƞ ~~]",
  typeProgramOverview: "[Ƥřǿǿɠřȧȧḿ ǾǾṽḗḗřṽīīḗḗẇ ~~~~]"
}
