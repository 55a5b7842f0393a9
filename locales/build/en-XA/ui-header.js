// Compiled by locales/compile.ts from catalogues/en-XA.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-header";
export default {
  searchLabel: "[Şḗḗȧȧřƈħ ~]",
  searchPlaceholder: "[Şḗḗȧȧřƈħ... ~]",
  filterLabel: "[Şḗḗȧȧřƈħ ƒīīŀŧḗḗř ~~~]",
  filterSpoken: (d) => "[" + d.label + ":  ~]",
  filterName: (d) => "[" + select(d.filter, { Courses: "Ƈǿǿŭŭřşḗḗş", Skills: "Şķīīŀŀş", Certificates: "Ƈḗḗřŧīīƒīīƈȧȧŧḗḗş", Students: "Şŧŭŭḓḗḗƞŧş", Projects: "Ƥřǿǿĵḗḗƈŧş", other: "ȦȦŀŀ" }) + " ~~~~~~~~~~~~~~~~]",
  settingsLabel: "[Şḗḗŧŧīīƞɠş ~]",
  signOutLabel: "[Şīīɠƞ ǾǾŭŭŧ ~]",
  menuLabel: "[ŭŭşḗḗř ḿḗḗƞŭŭ ~]",
  menuName: (d) => "[" + d.name + " " + d.menu + " ~]",
  menuButtonLabel: "[ǾǾƥḗḗƞ ḿḗḗƞŭŭ ~]",
  menuTitle: "[Ḿḗḗƞŭŭ ~]",
  notificationsLabel: "[Ƞǿǿŧīīƒīīƈȧȧŧīīǿǿƞş ~~~]",
  unreadLabel: (d) => "[" + d.count + " ŭŭƞřḗḗȧȧḓ ~]",
  notificationsName: (d) => "[" + d.label + ", " + d.unread + " ~]",
  overMax: (d) => "[" + d.max + "+ ~]"
}
