// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
import { select } from "@messageformat/runtime";
export const id = "ui-header";
export default {
  searchLabel: "Search",
  searchPlaceholder: "Search...",
  filterLabel: "Search filter",
  filterSpoken: (d) => d.label + ": ",
  filterName: (d) => select(d.filter, { Courses: "Courses", Skills: "Skills", Certificates: "Certificates", Students: "Students", Projects: "Projects", other: "All" }),
  settingsLabel: "Settings",
  signOutLabel: "Sign Out",
  menuLabel: "user menu",
  menuName: (d) => d.name + " " + d.menu,
  menuButtonLabel: "Open menu",
  menuTitle: "Menu",
  notificationsLabel: "Notifications",
  unreadLabel: (d) => d.count + " unread",
  notificationsName: (d) => d.label + ", " + d.unread,
  overMax: (d) => d.max + "+"
}
