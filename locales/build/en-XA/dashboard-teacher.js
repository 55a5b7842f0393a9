// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export const id = "dashboard-teacher";
export default {
  loading: "[Ŀǿǿȧȧḓīīƞɠ ḓȧȧşħƀǿǿȧȧřḓ... ~~~~~]",
  analyticsTitle: "[Ŀḗḗȧȧřƞḗḗř ȦȦƞȧȧŀẏŧīīƈş ~~~~]",
  headline: "[Ḓȧȧīīŀẏ ȦȦƈŧīīṽḗḗ Ŀḗḗȧȧřƞḗḗřş ~~~~~]",
  chartTitle: (d) => "[Ḓȧȧīīŀẏ ȧȧƈŧīīṽḗḗ ŀḗḗȧȧřƞḗḗřş, ŀȧȧşŧ " + plural(d.days, 0, en, { one: number("en", d.days, 0) + " ḓȧȧẏ", other: number("en", d.days, 0) + " ḓȧȧẏş" }) + " ~~~~~~~~~~~]",
  searchLabel: "[Şḗḗȧȧřƈħ ȧȧƞȧȧŀẏŧīīƈş ~~~~]",
  searchPlaceholder: "[Şḗḗȧȧřƈħ ȧȧƞȧȧŀẏŧīīƈş... ~~~~~]",
  suggestions: "[Şŭŭɠɠḗḗşŧīīǿǿƞş ~~]",
  insightsTitle: "[ĪĪƞşīīɠħŧş ~]",
  insightsEmpty: "[Ƞǿǿ īīƞşīīɠħŧş ẏḗḗŧ ~~~]",
  toneIncrease: "[Řīīşīīƞɠ ~]",
  toneDecrease: "[Ƒȧȧŀŀīīƞɠ ~]",
  toneAttention: "[Ƞḗḗḗḗḓş ȧȧŧŧḗḗƞŧīīǿǿƞ ~~~]",
  dashboardsTitle: "[Ḿẏ ḓȧȧşħƀǿǿȧȧřḓş ~~~]",
  newDashboard: "[Ƞḗḗẇ ḓȧȧşħƀǿǿȧȧřḓ ~~~]",
  presetDashboards: "[Ƥřḗḗşḗḗŧ ḓȧȧşħƀǿǿȧȧřḓş ~~~~]",
  dashboardsEmpty: "[Ƞǿǿ ḓȧȧşħƀǿǿȧȧřḓş ẏḗḗŧ ~~~~]",
  spokenLabel: (d) => "[" + d.label + ":  ~]",
  suggestionLearnerEngagement: "[ŀḗḗȧȧřƞḗḗř ḗḗƞɠȧȧɠḗḗḿḗḗƞŧ ŧȧȧƀŀḗḗ ~~~~~~]",
  suggestionCourseCompletion: "[ƈǿǿŭŭřşḗḗ ƈǿǿḿƥŀḗḗŧīīǿǿƞ ȧȧƞȧȧŀẏŧīīƈş ~~~~~~~]",
  suggestionCertificationProgress: "[ƈḗḗřŧīīƒīīƈȧȧŧīīǿǿƞ ƥřǿǿɠřḗḗşş ŧřȧȧƈķīīƞɠ ~~~~~~~~~]",
  suggestionLearningPath: "[ȦȦĪĪ ŀḗḗȧȧřƞīīƞɠ ƥȧȧŧħ ǿǿƥŧīīḿīīẑȧȧŧīīǿǿƞ ~~~~~~~~]"
}
